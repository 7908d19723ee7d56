import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Players' streaming status for special:player-streams (RULES (k)). */
export class AddStreamPresences1795241400000 implements MigrationInterface {
  name = 'AddStreamPresences1795241400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "match"."stream_presences" ("id" text NOT NULL, "url" text NOT NULL, "title" text, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_stream_presences_id" PRIMARY KEY ("id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "match"."stream_presences"`);
  }
}
