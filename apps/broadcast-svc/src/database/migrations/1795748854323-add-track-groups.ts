import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTrackGroups1795748854323 implements MigrationInterface {
  name = 'AddTrackGroups1795748854323';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "broadcast"."track_groups" ("id" text NOT NULL, "name" text, "role" text, "tracks" text, "broadcasts" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_39f0847a7613530e41aa5e7bb51" PRIMARY KEY ("id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "broadcast"."track_groups"`);
  }
}
