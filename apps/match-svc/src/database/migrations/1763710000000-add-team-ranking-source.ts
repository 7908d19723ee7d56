import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rank provenance written by the bracket resolver (RULES c.8 step 5). */
export class AddTeamRankingSource1763710000000 implements MigrationInterface {
  name = 'AddTeamRankingSource1763710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "match"."teams" ADD "ranking_source" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "match"."teams" DROP COLUMN "ranking_source"`);
  }
}
