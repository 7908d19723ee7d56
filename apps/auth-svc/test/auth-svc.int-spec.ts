import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  IssueTokenReplySchema,
  RevokeTokenReplySchema,
  SUBJECTS,
  TokenRevokedEventSchema,
  VerifyTokenReplySchema,
  type Actor,
  type IssueTokenReply,
  type TokenRevokedEvent,
} from '@castline/contracts';
import {
  createDataSource,
  loadConfig,
  type NatsBus,
  type RunningService,
} from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
  listenEvents,
} from '@castline/nest-kit/testing';
import { AuthConfigSchema, type AuthConfig } from '../src/config/auth-config.js';
import { startAuthService } from '../src/start.js';
import { authDatabase } from '../src/database/data-source.js';
import type { DemoUserInput, DemoUsersSource } from '../src/seed/demo-user.js';
import { DemoLoginsFileSchema } from '../src/seed/demo-login.js';
import { buildDemoUsers, rid } from './fixtures.js';

jest.setTimeout(30_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('auth-svc against real Postgres and NATS', () => {
  let db: TestDatabase;
  let sql: DataSource;
  let svc: RunningService;
  let bus: NatsBus;
  let prefix: string;
  const demo = buildDemoUsers();
  const demoSource: DemoUsersSource = () => demo.all;
  const revokedEvents: TokenRevokedEvent[] = [];
  const loginsDir = mkdtempSync(path.join(os.tmpdir(), 'castline-auth-int-'));
  const loginsFile = path.join(loginsDir, 'demo-logins.json');
  /** The demo tokens as the first seed wrote them to DEMO_LOGINS_FILE, by player id. */
  const tokens = new Map<string, string>();
  const tokenOf = (u: DemoUserInput): string => tokens.get(u.player_id) ?? 'no demo token';

  const configFor = (env: Record<string, string> = {}): AuthConfig =>
    loadConfig(AuthConfigSchema, {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      DEMO_LOGINS_FILE: loginsFile,
      ...env,
    });

  beforeAll(async () => {
    db = await createTestDatabase('authsvc');
    prefix = uniqueNatsPrefix();
    svc = await startAuthService(configFor(), { demoUsers: demoSource });
    for (const login of DemoLoginsFileSchema.parse(JSON.parse(readFileSync(loginsFile, 'utf8')))
      .logins)
      tokens.set(login.player_id, login.token);
    bus = await createTestBus(prefix);
    listenEvents(bus, SUBJECTS.auth.evt('token-revoked'), (payload) =>
      revokedEvents.push(TokenRevokedEventSchema.parse(payload)),
    );
    sql = new DataSource({ type: 'postgres', url: db.url });
    await sql.initialize();
  });

  afterAll(async () => {
    await sql?.destroy();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
    rmSync(loginsDir, { recursive: true, force: true });
  });

  const verify = async (token: string): Promise<Actor | null> =>
    VerifyTokenReplySchema.parse(await bus.request(SUBJECTS.auth.qry('verify-token'), { token }))
      .actor;
  const issue = async (user_id: string): Promise<IssueTokenReply> =>
    IssueTokenReplySchema.parse(await bus.request(SUBJECTS.auth.cmd('issue-token'), { user_id }));
  const revoke = async (token: string): Promise<boolean> =>
    RevokeTokenReplySchema.parse(await bus.request(SUBJECTS.auth.cmd('revoke-token'), { token }))
      .revoked;
  const tokenRow = async (token: string) =>
    (
      await sql.query<{ expires_at: Date; revoked_at: Date | null; last_used_at: Date | null }[]>(
        `SELECT expires_at, revoked_at, last_used_at FROM "auth".tokens WHERE token_hash = $1`,
        [sha256(token)],
      )
    )[0];
  /** Every row of every table of the auth schema, as text. */
  const dumpAuthSchema = async (): Promise<string> => {
    const tables = await sql.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'tokens', 'outbox', 'records']),
    );
    const parts: string[] = [];
    for (const { table_name } of tables) {
      const rows = await sql.query<{ row: string }[]>(
        `SELECT t::text AS row FROM "auth"."${table_name}" t`,
      );
      parts.push(...rows.map((r) => r.row));
    }
    return parts.join('\n');
  };

  it('keeps the schema exactly as the migrations made it (entities and migrations agree)', async () => {
    const ds = createDataSource({ ...authDatabase, url: db.url });
    await ds.initialize();
    const pending = await ds.driver.createSchemaBuilder().log();
    await ds.destroy();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('loads the demo users into the empty users table with only the hashes of their tokens, expiring in 30 days', async () => {
    const users = await sql.query<Record<string, unknown>[]>(
      `SELECT id, name, discord_id, discord_username, avatar, website_settings FROM "auth".users ORDER BY id`,
    );
    expect(users).toEqual(
      demo.all
        .map((u) => ({
          id: u.player_id,
          name: u.name,
          discord_id: u.discord_id,
          discord_username: u.discord_username,
          avatar: u.avatar,
          website_settings: u.website_settings,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const u of demo.all) {
      const row = await tokenRow(tokenOf(u));
      expect(row).toBeDefined();
      expect(Math.abs((row?.expires_at.getTime() ?? 0) - (Date.now() + 30 * DAY_MS))).toBeLessThan(
        60_000,
      );
    }
    const dump = await dumpAuthSchema();
    for (const u of demo.all) expect(dump).not.toContain(tokenOf(u));
  });

  it('verifies a valid token to the player actor with their website_settings', async () => {
    await expect(verify(tokenOf(demo.admin))).resolves.toEqual({
      kind: 'player',
      player_id: demo.admin.player_id,
      name: 'Admin Ada',
      website_settings: ['Can edit any match', 'Can edit any event', 'Full broadcast permissions'],
    });
    await expect(verify(tokenOf(demo.viewer))).resolves.toEqual({
      kind: 'player',
      player_id: demo.viewer.player_id,
      name: 'Viewer Vic',
      website_settings: [],
    });
  });

  it.each([
    ['an unknown token', randomBytes(32).toString('hex')],
    ['a token that differs in case', tokenOf(demo.caster).toUpperCase()],
    ['the stored hash itself', sha256(tokenOf(demo.caster))],
  ])('answers null for %s', async (_label, token) => {
    await expect(verify(token)).resolves.toBeNull();
  });

  it.each([
    ['an empty token', { token: '' }],
    ['a token over 200 characters', { token: 'a'.repeat(201) }],
    ['no token', {}],
  ])('rejects %s with BAD_REQUEST', async (_label, body) => {
    await expect(bus.request(SUBJECTS.auth.qry('verify-token'), body)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('answers null for an expired token', async () => {
    await sql.query(
      `UPDATE "auth".tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(tokenOf(demo.caster))],
    );
    await expect(verify(tokenOf(demo.caster))).resolves.toBeNull();
  });

  it('records last use at most once a minute', async () => {
    expect((await tokenRow(tokenOf(demo.viewer)))?.last_used_at).toBeInstanceOf(Date); // verified above
    await sql.query(
      `UPDATE "auth".tokens SET last_used_at = now() - interval '30 seconds' WHERE token_hash = $1`,
      [sha256(tokenOf(demo.viewer))],
    );
    const recent = (await tokenRow(tokenOf(demo.viewer)))?.last_used_at;
    await expect(verify(tokenOf(demo.viewer))).resolves.not.toBeNull();
    expect((await tokenRow(tokenOf(demo.viewer)))?.last_used_at).toEqual(recent);

    await sql.query(
      `UPDATE "auth".tokens SET last_used_at = now() - interval '2 minutes' WHERE token_hash = $1`,
      [sha256(tokenOf(demo.viewer))],
    );
    const stale = (await tokenRow(tokenOf(demo.viewer)))?.last_used_at;
    const before = Date.now();
    await expect(verify(tokenOf(demo.viewer))).resolves.not.toBeNull();
    const touched = (await tokenRow(tokenOf(demo.viewer)))?.last_used_at;
    expect(touched?.getTime()).toBeGreaterThan(stale?.getTime() ?? Infinity);
    expect(touched?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('revokes a token: verify answers null and auth.evt.token-revoked.v1 carries its hash, not the token', async () => {
    await expect(verify(tokenOf(demo.admin))).resolves.not.toBeNull();
    await expect(revoke(tokenOf(demo.admin))).resolves.toBe(true);
    const event = await waitFor(
      () => revokedEvents.find((e) => e.token_hash === sha256(tokenOf(demo.admin))),
      5000,
      'token-revoked event',
    );
    expect(JSON.stringify(event)).not.toContain(tokenOf(demo.admin));
    await expect(verify(tokenOf(demo.admin))).resolves.toBeNull();
    expect((await tokenRow(tokenOf(demo.admin)))?.revoked_at).toBeInstanceOf(Date);
  });

  it('answers revoked: false (and publishes nothing) for an already revoked or unknown token', async () => {
    const count = revokedEvents.length;
    await expect(revoke(tokenOf(demo.admin))).resolves.toBe(false);
    await expect(revoke(randomBytes(32).toString('hex'))).resolves.toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(revokedEvents.length).toBe(count);
  });

  let issued: IssueTokenReply;
  it('issues a 256-bit token that verifies, expires in 30 days and is stored only as its hash', async () => {
    const before = Date.now();
    issued = await issue(demo.caster.player_id);
    expect(issued.token).toMatch(/^[0-9a-f]{64}$/);
    const expires = new Date(issued.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
    await expect(verify(issued.token)).resolves.toEqual({
      kind: 'player',
      player_id: demo.caster.player_id,
      name: 'Caster Cai',
      website_settings: ['Full broadcast permissions'],
    });
    const rows = await sql.query<{ user_id: string }[]>(
      `SELECT user_id, token_hash FROM "auth".tokens WHERE token_hash = $1`,
      [sha256(issued.token)],
    );
    expect(rows).toEqual([{ user_id: demo.caster.player_id, token_hash: sha256(issued.token) }]);
    expect(await dumpAuthSchema()).not.toContain(issued.token);
  });

  it('issues a new token on every call (a user can hold several)', async () => {
    const second = await issue(demo.caster.player_id);
    expect(second.token).not.toBe(issued.token);
    await expect(verify(second.token)).resolves.toMatchObject({ player_id: demo.caster.player_id });
    await expect(verify(issued.token)).resolves.toMatchObject({ player_id: demo.caster.player_id });
  });

  it('refuses to issue a token for an unknown user or a malformed id', async () => {
    await expect(issue(rid('Nob'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      bus.request(SUBJECTS.auth.cmd('issue-token'), { user_id: 'admin' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  describe('after a restart on the same database', () => {
    let usersBefore: number;
    let revokedIssued: IssueTokenReply;

    beforeAll(async () => {
      usersBefore = Number(
        (await sql.query<{ n: string }[]>(`SELECT count(*) AS n FROM "auth".users`))[0]?.n,
      );
      revokedIssued = await issue(demo.viewer.player_id);
      await expect(revoke(revokedIssued.token)).resolves.toBe(true);
    });

    it('keeps issued tokens valid, revoked ones revoked, and does not renew demo tokens with SEED_DEMO off', async () => {
      await svc.stop();
      svc = await startAuthService(configFor({ SEED_DEMO: '0' }), { demoUsers: demoSource });
      await expect(verify(issued.token)).resolves.toMatchObject({
        player_id: demo.caster.player_id,
      });
      await expect(verify(revokedIssued.token)).resolves.toBeNull();
      await expect(verify(tokenOf(demo.viewer))).resolves.toMatchObject({
        player_id: demo.viewer.player_id,
      });
      await expect(verify(tokenOf(demo.caster))).resolves.toBeNull(); // expired above
      await expect(verify(tokenOf(demo.admin))).resolves.toBeNull(); // revoked above
    });

    it('with SEED_DEMO on, changes nothing: demo tokens stay expired or revoked, no users or tokens are added', async () => {
      const before = await sql.query<Record<string, unknown>[]>(
        `SELECT user_id, token_hash, expires_at, revoked_at FROM "auth".tokens ORDER BY token_hash`,
      );
      await svc.stop();
      svc = await startAuthService(configFor(), { demoUsers: demoSource });
      const users = Number(
        (await sql.query<{ n: string }[]>(`SELECT count(*) AS n FROM "auth".users`))[0]?.n,
      );
      expect(users).toBe(usersBefore);
      await expect(verify(tokenOf(demo.caster))).resolves.toBeNull(); // expired above, not renewed
      await expect(verify(tokenOf(demo.admin))).resolves.toBeNull(); // revoked above, stays revoked
      await expect(verify(tokenOf(demo.viewer))).resolves.toMatchObject({
        player_id: demo.viewer.player_id,
      });
      await expect(verify(revokedIssued.token)).resolves.toBeNull();
      await expect(verify(issued.token)).resolves.toMatchObject({
        player_id: demo.caster.player_id,
      });
      expect(
        await sql.query<Record<string, unknown>[]>(
          `SELECT user_id, token_hash, expires_at, revoked_at FROM "auth".tokens ORDER BY token_hash`,
        ),
      ).toEqual(before);
    });
  });
});
