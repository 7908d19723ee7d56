import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  AUTH_TEXT,
  CreateHandoffReplySchema,
  IssueTokenReplySchema,
  RedeemHandoffReplySchema,
  RevokeTokenReplySchema,
  SUBJECTS,
  TokenRevokedEventSchema,
  VerifyTokenReplySchema,
  type RedeemHandoffReply,
  type TokenRevokedEvent,
} from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  answerRequests,
  createTestBus,
  createTestDatabase,
  listenEvents,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { AuthConfigSchema } from '../src/config/auth-config.js';
import { startAuthService } from '../src/start.js';
import type { DemoUsersSource } from '../src/seed/demo-user.js';
import { DemoLoginsFileSchema } from '../src/seed/demo-login.js';
import { buildDemoUsers } from './fixtures.js';

jest.setTimeout(30_000);

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const SPRING = 'http://spring.localhost:8080';

describe('auth-svc sign-in hand-off (issue 12 item 1) against real Postgres and NATS', () => {
  let db: TestDatabase;
  let sql: DataSource;
  let svc: RunningService;
  let bus: NatsBus;
  const demo = buildDemoUsers();
  const demoSource: DemoUsersSource = () => demo.all;
  const revoked: TokenRevokedEvent[] = [];
  const loginsDir = mkdtempSync(path.join(os.tmpdir(), 'castline-handoff-int-'));
  const loginsFile = path.join(loginsDir, 'demo-logins.json');
  let adminToken = '';

  beforeAll(async () => {
    db = await createTestDatabase('authhandoff');
    const prefix = uniqueNatsPrefix();
    const config = loadConfig(AuthConfigSchema, {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      DEMO_LOGINS_FILE: loginsFile,
      HANDOFF_TTL_SECONDS: '60',
    });
    svc = await startAuthService(config, { demoUsers: demoSource });
    const logins = DemoLoginsFileSchema.parse(JSON.parse(readFileSync(loginsFile, 'utf8'))).logins;
    adminToken = logins.find((l) => l.player_id === demo.admin.player_id)?.token ?? '';
    bus = await createTestBus(prefix);
    answerRequests(bus, SUBJECTS.broadcast.qry('clients-for-player'), () => ({ clients: [] }));
    listenEvents(bus, SUBJECTS.auth.evt('token-revoked'), (payload) =>
      revoked.push(TokenRevokedEventSchema.parse(payload)),
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

  const issue = async (): Promise<string> =>
    IssueTokenReplySchema.parse(
      await bus.request(SUBJECTS.auth.cmd('issue-token'), { user_id: demo.admin.player_id }),
    ).token;
  const create = async (token: string, origin = SPRING, return_path = '/profile') =>
    CreateHandoffReplySchema.parse(
      await bus.request(SUBJECTS.auth.cmd('create-handoff'), { token, origin, return_path }),
    );
  const redeem = async (code: string, origin = SPRING): Promise<RedeemHandoffReply> =>
    RedeemHandoffReplySchema.parse(
      await bus.request(SUBJECTS.auth.cmd('redeem-handoff'), { code, origin }),
    );
  const verify = async (token: string) =>
    VerifyTokenReplySchema.parse(await bus.request(SUBJECTS.auth.qry('verify-token'), { token }))
      .actor;
  const revoke = async (token: string) =>
    RevokeTokenReplySchema.parse(await bus.request(SUBJECTS.auth.cmd('revoke-token'), { token }))
      .revoked;
  const refused = { code: 'UNAUTHENTICATED', message: AUTH_TEXT.handoffRefused };

  it('exchanges a code once for a new token of the same user, with the return path; only hashes are stored', async () => {
    const { code, expires_at } = await create(adminToken, SPRING, '/schedule?x=1');
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    const rows = await sql.query<{ code_hash: string; origin: string }[]>(
      `SELECT code_hash, origin FROM "auth".handoff_codes`,
    );
    expect(rows).toContainEqual({ code_hash: sha256(code), origin: SPRING });
    expect(JSON.stringify(rows)).not.toContain(code);

    const reply = await redeem(code);
    expect(reply.token).not.toBe(adminToken);
    expect(reply.user.airtableID).toBe(demo.admin.player_id);
    expect(reply.return_path).toBe('/schedule?x=1');
    expect((await verify(reply.token))?.player_id).toBe(demo.admin.player_id);

    await expect(redeem(code)).rejects.toMatchObject(refused);
  });

  it('lets only one of three concurrent redeems of a code through', async () => {
    const { code } = await create(adminToken);
    const outcomes = await Promise.allSettled([redeem(code), redeem(code), redeem(code)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const { code } = await create(adminToken);
    await sql.query(
      `UPDATE "auth".handoff_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`,
      [sha256(code)],
    );
    await expect(redeem(code)).rejects.toMatchObject(refused);
  });

  it('refuses a code redeemed on another host, and burns it', async () => {
    const { code } = await create(adminToken);
    await expect(redeem(code, 'http://autumn.localhost:8080')).rejects.toMatchObject(refused);
    await expect(redeem(code, SPRING)).rejects.toMatchObject(refused);
  });

  it('refuses an unknown code and a code whose sign-in was revoked meanwhile', async () => {
    await expect(redeem('f'.repeat(64))).rejects.toMatchObject(refused);
    const token = await issue();
    const { code } = await create(token);
    await revoke(token);
    await expect(redeem(code)).rejects.toMatchObject(refused);
  });

  it('makes no code for an unknown or revoked token', async () => {
    await expect(create('0'.repeat(64))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('revokes the whole sign-in family: logout on the mini-site signs the main site out, and the other way round', async () => {
    const main = await issue();
    const mini = (await redeem((await create(main)).code)).token;
    const other = (
      await redeem(
        (await create(main, 'http://autumn.localhost:8080')).code,
        'http://autumn.localhost:8080',
      )
    ).token;
    const unrelated = await issue();
    revoked.length = 0;

    expect(await revoke(mini)).toBe(true);
    expect(await verify(main)).toBeNull();
    expect(await verify(mini)).toBeNull();
    expect(await verify(other)).toBeNull();
    expect(await verify(unrelated)).not.toBeNull();
    await waitFor(() => revoked.length === 3);
    expect(revoked.map((e) => e.token_hash).sort()).toEqual([main, mini, other].map(sha256).sort());
    expect(await revoke(main)).toBe(false);

    const main2 = await issue();
    const mini2 = (await redeem((await create(main2)).code)).token;
    expect(await revoke(main2)).toBe(true);
    expect(await verify(mini2)).toBeNull();
  });
});
