import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordStoreDownSql, recordStoreUpSql } from '@castline/nest-kit';

/**
 * The auth schema: users and hashed tokens, plus the records read model, outbox and audit of the record store
 * (auth owns no public records today; the outbox is there so the service boots like every owner).
 * Generated with `node tools/generate-migration.mjs auth-svc InitialAuthSchema`; record-store lines added by hand.
 */
export class InitialAuthSchema1795239905204 implements MigrationInterface {
  name = 'InitialAuthSchema1795239905204';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "auth"."users" ("id" text NOT NULL, "name" text, "discord_id" text, "discord_username" text, "avatar" text, "website_settings" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_ecb6461da358b6d8a4f83d611a0" UNIQUE ("discord_id"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "auth"."tokens" ("id" BIGSERIAL NOT NULL, "user_id" text NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_989478f994a58e1a3b8b9b35a09" UNIQUE ("token_hash"), CONSTRAINT "PK_3001e89ada36263dabf1fb6210a" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_8769073e38c365f315426554ca" ON "auth"."tokens"  ("user_id") `);
    await q.query(
      `ALTER TABLE "auth"."tokens" ADD CONSTRAINT "FK_8769073e38c365f315426554ca5" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const sql of recordStoreUpSql('auth')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of recordStoreDownSql('auth')) await q.query(sql);
    await q.query(`ALTER TABLE "auth"."tokens" DROP CONSTRAINT "FK_8769073e38c365f315426554ca5"`);
    await q.query(`DROP INDEX "auth"."IDX_8769073e38c365f315426554ca"`);
    await q.query(`DROP TABLE "auth"."tokens"`);
    await q.query(`DROP TABLE "auth"."users"`);
  }
}
