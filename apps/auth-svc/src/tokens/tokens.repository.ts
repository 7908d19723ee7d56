import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '@castline/nest-kit';
import { TokenEntity } from './token.entity.js';
import type { UserEntity } from '../users/user.entity.js';
import { LAST_USED_RESOLUTION_MS } from './should-record-use.js';

/** A token row to insert: the hash only, never the token. */
export type NewToken = Pick<TokenEntity, 'user_id' | 'token_hash' | 'created_at' | 'expires_at'> &
  Partial<Pick<TokenEntity, 'family_id'>>;

/** A stored token together with its user. */
export type TokenWithUser = TokenEntity & { user: UserEntity };

/** Every query on auth.tokens, behind named methods. Every method takes hashes; tokens never reach SQL. */
@Injectable()
export class TokensRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async insert(token: NewToken, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(TokenEntity, {
      family_id: null,
      ...token,
      revoked_at: null,
      last_used_at: null,
    });
  }

  async insertMany(manager: EntityManager, tokens: readonly NewToken[]): Promise<void> {
    if (tokens.length === 0) return;
    await manager.insert(
      TokenEntity,
      tokens.map((t) => ({ family_id: null, ...t, revoked_at: null, last_used_at: null })),
    );
  }

  async findWithUser(tokenHash: string): Promise<TokenWithUser | null> {
    const token = await this.dataSource
      .getRepository(TokenEntity)
      .findOne({ where: { token_hash: tokenHash }, relations: { user: true } });
    return token?.user ? (token as TokenWithUser) : null;
  }

  /** A stored token by its row id, with its user (the hand-off finds the token a code was made from). */
  async findByIdWithUser(id: string): Promise<TokenWithUser | null> {
    const token = await this.dataSource
      .getRepository(TokenEntity)
      .findOne({ where: { id }, relations: { user: true } });
    return token?.user ? (token as TokenWithUser) : null;
  }

  /**
   * Sets last_used_at to `now` unless another request (or replica) already did within the last minute; the
   * condition in SQL keeps the "once a minute" rule exact under concurrency.
   */
  async recordUse(id: string, now: Date): Promise<boolean> {
    const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `UPDATE "auth".tokens SET last_used_at = $2
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)`,
      [id, now, cutoff],
    );
    return affected > 0;
  }

  /**
   * Marks the token and every other token of its sign-in family (`family_id`, hand-offs to other hosts) revoked, in
   * one statement. Answers the hashes this call revoked (none when the token is unknown or its family was revoked).
   */
  async revokeFamily(tokenHash: string, now: Date): Promise<string[]> {
    const [rows] = await this.dataSource.query<[{ token_hash: string }[], number]>(
      `WITH target AS (
         SELECT COALESCE(family_id, id) AS family FROM "auth".tokens WHERE token_hash = $1
       )
       UPDATE "auth".tokens t SET revoked_at = $2
       FROM target
       WHERE (t.id = target.family OR t.family_id = target.family) AND t.revoked_at IS NULL
       RETURNING t.token_hash`,
      [tokenHash, now],
    );
    return rows.map((row) => row.token_hash);
  }
}
