import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One Player per Discord account: match.cmd.create-player is idempotent on discord_id (accounts issue). */
export class AddPlayerDiscordIdUnique1795241312939 implements MigrationInterface {
  name = 'AddPlayerDiscordIdUnique1795241312939';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "match"."players" ADD CONSTRAINT "UQ_a35da443d0b2d47b6731fd79b99" UNIQUE ("discord_id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "match"."players" DROP CONSTRAINT "UQ_a35da443d0b2d47b6731fd79b99"`);
  }
}
