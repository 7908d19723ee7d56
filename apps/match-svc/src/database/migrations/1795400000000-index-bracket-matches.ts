import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A GIN index on brackets.ordered_matches: every match write looks up the brackets containing the match
 * (`ordered_matches @> ARRAY[id]`, MatchEditRepository.lockMatch) before locking them, which otherwise scans every
 * bracket of every season.
 */
export class IndexBracketMatches1795400000000 implements MigrationInterface {
  name = 'IndexBracketMatches1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "brackets_ordered_matches_gin" ON "match"."brackets" USING gin ("ordered_matches")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "match"."brackets_ordered_matches_gin"`);
  }
}
