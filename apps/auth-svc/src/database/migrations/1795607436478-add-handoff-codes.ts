import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddHandoffCodes1795607436478 implements MigrationInterface {
  name = 'AddHandoffCodes1795607436478';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "auth"."handoff_codes" ("id" BIGSERIAL NOT NULL, "code_hash" text NOT NULL, "token_id" bigint NOT NULL, "origin" text NOT NULL, "return_path" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_dd12bea144e828e39a7c5292370" UNIQUE ("code_hash"), CONSTRAINT "PK_c49489464a51c01834c4c2cd68a" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_53855249a4b277c8e409b6080b" ON "auth"."handoff_codes"  ("expires_at") `,
    );
    await q.query(`ALTER TABLE "auth"."tokens" ADD "family_id" bigint`);
    await q.query(
      `CREATE INDEX "IDX_51a2b56407a99be23f16f06e21" ON "auth"."tokens"  ("family_id") `,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "auth"."IDX_51a2b56407a99be23f16f06e21"`);
    await q.query(`ALTER TABLE "auth"."tokens" DROP COLUMN "family_id"`);
    await q.query(`DROP INDEX "auth"."IDX_53855249a4b277c8e409b6080b"`);
    await q.query(`DROP TABLE "auth"."handoff_codes"`);
  }
}
