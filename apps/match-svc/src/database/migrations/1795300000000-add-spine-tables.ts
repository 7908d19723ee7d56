import type { MigrationInterface, QueryRunner } from 'typeorm';
import { spineTablesDownSql, spineTablesUpSql } from '@castline/nest-kit';

/** Crew-only record fields, idempotency keys and version-ordered event consumers (see spineTablesUpSql). */
export class AddSpineTables1795300000000 implements MigrationInterface {
  name = 'AddSpineTables1795300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of spineTablesUpSql('match')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of spineTablesDownSql('match')) await q.query(sql);
  }
}
