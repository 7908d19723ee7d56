import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notifier's own tables (RULES b.7, (h) "chat message references live in the notifier"): notifier_jobs, the
 * queue of chat operations planned from domain events (one row per event and step, so a redelivery queues
 * nothing twice; retried with backoff by the delivery worker), and notifier_messages, the posts it made, per
 * report and key, so stale posts can be deleted or edited.
 */
export class AddNotifierTables1795711053924 implements MigrationInterface {
  name = 'AddNotifierTables1795711053924';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "match"."notifier_jobs" (
      "id" bigserial PRIMARY KEY,
      "event_id" text NOT NULL,
      "step" integer NOT NULL,
      "lane" text NOT NULL,
      "match" text NOT NULL,
      "report" text,
      "op" jsonb NOT NULL,
      "state" text NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "last_error" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz,
      CONSTRAINT "notifier_jobs_event_step" UNIQUE ("event_id", "step")
    )`);
    await q.query(
      `CREATE INDEX "notifier_jobs_pending" ON "match"."notifier_jobs" ("lane", "id") WHERE "state" = 'pending'`,
    );
    await q.query(`CREATE TABLE "match"."notifier_messages" (
      "id" bigserial PRIMARY KEY,
      "match" text NOT NULL,
      "report" text,
      "key" text NOT NULL,
      "channel_id" text NOT NULL,
      "message_id" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX "notifier_messages_report" ON "match"."notifier_messages" ("report", "key")`,
    );
    await q.query(
      `CREATE INDEX "notifier_messages_match" ON "match"."notifier_messages" ("match", "key")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "match"."notifier_messages"`);
    await q.query(`DROP TABLE "match"."notifier_jobs"`);
  }
}
