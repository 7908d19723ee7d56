import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@castline/nest-kit';
import { HandoffCodeEntity } from './handoff-code.entity.js';

/** A hand-off code row to insert: the hash only, never the code. */
export type NewHandoffCode = Pick<
  HandoffCodeEntity,
  'code_hash' | 'token_id' | 'origin' | 'return_path' | 'created_at' | 'expires_at'
>;

/** What a burnt code said (read in the same statement that burnt it). */
export type BurntHandoffCode = Pick<
  HandoffCodeEntity,
  'token_id' | 'origin' | 'return_path' | 'expires_at'
>;

/** A burnt row as the pg driver answers it (RETURNING bypasses TypeORM's column mapping). */
interface RawBurntRow {
  token_id: string | number;
  origin: string;
  return_path: string;
  expires_at: Date | string;
}

/** How long an expired code row is kept before it is pruned. */
export const HANDOFF_PRUNE_AFTER_MS = 60 * 60 * 1000;

/** Every query on auth.handoff_codes, behind named methods. Every method takes hashes; codes never reach SQL. */
@Injectable()
export class HandoffRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async insert(code: NewHandoffCode): Promise<void> {
    await this.dataSource.manager.insert(HandoffCodeEntity, { ...code, used_at: null });
  }

  /**
   * Marks the code used and answers what it was made for, or null when it is unknown or was used already. One
   * statement, so two concurrent redeems of a code never both get it.
   */
  async burn(codeHash: string, now: Date): Promise<BurntHandoffCode | null> {
    // Raw pg values: bigint arrives as a string and timestamptz as a Date, but say what the driver may answer.
    const [rows] = await this.dataSource.query<[RawBurntRow[], number]>(
      `UPDATE "auth".handoff_codes SET used_at = $2
       WHERE code_hash = $1 AND used_at IS NULL
       RETURNING token_id, origin, return_path, expires_at`,
      [codeHash, now],
    );
    const row = rows[0];
    return row
      ? {
          token_id: String(row.token_id),
          origin: row.origin,
          return_path: row.return_path,
          expires_at: new Date(row.expires_at),
        }
      : null;
  }

  /** Deletes codes that expired more than an hour ago. */
  async prune(now: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM "auth".handoff_codes WHERE expires_at < $1`, [
      new Date(now.getTime() - HANDOFF_PRUNE_AFTER_MS),
    ]);
  }
}
