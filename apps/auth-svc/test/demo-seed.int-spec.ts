import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  ConfigError,
  DEMO_IN_PRODUCTION_REFUSAL,
  loadConfig,
  runServiceProcess,
  type RunningService,
} from '@castline/nest-kit';
import {
  createTestDatabase,
  uniqueNatsPrefix,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { AuthConfigSchema } from '../src/config/auth-config.js';
import { startAuthService } from '../src/start.js';
import { DemoLoginsFileSchema, type DemoLoginsFile } from '../src/seed/demo-login.js';

jest.setTimeout(60_000);

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Issue 10 item 7 against real Postgres and NATS, with the real demo generator (DEMO_SEED=1 as `npm start`): demo
 * tokens are unguessable, handed out once in an owner-only file, and a restart never renews or un-revokes them.
 */
describe('auth-svc demo seed (real Postgres, the demo generator)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'castline-demo-seed-int-'));
  const databases: TestDatabase[] = [];
  const running: RunningService[] = [];

  const newDatabase = async () => {
    const db = await createTestDatabase('demoseed');
    databases.push(db);
    return db;
  };
  const envFor = (db: TestDatabase, file: string, env: Record<string, string> = {}) => ({
    DATABASE_URL: db.url,
    NATS_PREFIX: uniqueNatsPrefix(),
    HEALTH_PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    DEMO_SEED: '1',
    DEMO_LOGINS_FILE: file,
    ...env,
  });
  const start = async (env: Record<string, string>) => {
    const svc = await startAuthService(loadConfig(AuthConfigSchema, env));
    running.push(svc);
    return svc;
  };
  const stop = async (svc: RunningService) => {
    running.splice(running.indexOf(svc), 1);
    await svc.stop();
  };
  const readLogins = (file: string): DemoLoginsFile =>
    DemoLoginsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const query = async <T>(db: TestDatabase, text: string, params: unknown[] = []): Promise<T> => {
    const sql = new DataSource({ type: 'postgres', url: db.url });
    await sql.initialize();
    try {
      return await sql.query<T>(text, params);
    } finally {
      await sql.destroy();
    }
  };
  const tokenRows = (db: TestDatabase) =>
    query<{ user_id: string; token_hash: string; expires_at: Date; revoked_at: Date | null }[]>(
      db,
      `SELECT user_id, token_hash, expires_at, revoked_at FROM "auth".tokens ORDER BY user_id, token_hash`,
    );

  afterAll(async () => {
    for (const svc of running.reverse()) await svc.stop();
    for (const db of databases) await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  let first: { db: TestDatabase; file: string; logins: DemoLoginsFile; svc: RunningService };

  it('writes the demo logins once to DEMO_LOGINS_FILE, owner-only, in a folder it creates; the database keeps only hashes', async () => {
    const db = await newDatabase();
    const file = path.join(dir, 'first', 'private', 'demo-logins.json');
    const svc = await start(envFor(db, file));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const logins = readLogins(file);
    expect(logins.logins.map((l) => l.role)).toEqual([
      'organiser',
      'staff',
      'producer',
      'captain',
      'captain',
      'player',
    ]);
    const rows = await tokenRows(db);
    expect(rows.map((r) => r.token_hash).sort()).toEqual(
      logins.logins.map((l) => sha256(l.token)).sort(),
    );
    const dump = JSON.stringify(
      await query(
        db,
        `SELECT t::text FROM "auth".users t UNION ALL SELECT t::text FROM "auth".tokens t`,
      ),
    );
    for (const login of logins.logins) expect(dump).not.toContain(login.token);
    first = { db, file, logins, svc };
  });

  it('makes different tokens at every fresh seeding with the same DEMO_SEED (nothing derives them from the seed)', async () => {
    const db = await newDatabase();
    const file = path.join(dir, 'second', 'demo-logins.json');
    const svc = await start(envFor(db, file));
    const second = readLogins(file);
    await stop(svc);
    expect(second.logins.map((l) => [l.player_id, l.role])).toEqual(
      first.logins.logins.map((l) => [l.player_id, l.role]),
    );
    const firstTokens = new Set(first.logins.logins.map((l) => l.token));
    for (const login of second.logins) expect(firstTokens.has(login.token)).toBe(false);
  });

  it('on a second start on the same database keeps every token hash, keeps a revoked demo token revoked and writes no logins', async () => {
    const { db, file, logins } = first;
    const organiser = logins.logins.find((l) => l.role === 'organiser');
    if (!organiser) throw new Error('no demo organiser');
    await query(db, `UPDATE "auth".tokens SET revoked_at = now() WHERE token_hash = $1`, [
      sha256(organiser.token),
    ]);
    const before = await tokenRows(db);
    const written = statSync(file).mtimeMs;
    await stop(first.svc);

    const otherFile = path.join(dir, 'restart', 'demo-logins.json');
    const svc = await start(envFor(db, otherFile));
    expect(await tokenRows(db)).toEqual(before);
    expect(before.find((r) => r.token_hash === sha256(organiser.token))?.revoked_at).toBeInstanceOf(
      Date,
    );
    expect(existsSync(otherFile)).toBe(false);
    expect(statSync(file).mtimeMs).toBe(written);
    await stop(svc);
  });

  it('refuses to start with NODE_ENV=production and SEED_DEMO=1 unless DEMO_IN_PRODUCTION=1', async () => {
    const db = await newDatabase();
    const file = path.join(dir, 'production', 'demo-logins.json');
    const env = envFor(db, file, { NODE_ENV: 'production' });
    expect(() => loadConfig(AuthConfigSchema, env)).toThrow(ConfigError);

    // As main.ts runs it: the process prints the refusal and exits 1 before touching the database.
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await runServiceProcess(() => start(env));
      expect(exit).toHaveBeenCalledWith(1);
      expect(String(error.mock.calls[0]?.[0])).toContain(
        `SEED_DEMO: ${DEMO_IN_PRODUCTION_REFUSAL}`,
      );
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
    expect(existsSync(file)).toBe(false);
    expect(
      await query<unknown[]>(
        db,
        `SELECT 1 FROM information_schema.schemata WHERE schema_name = 'auth'`,
      ),
    ).toEqual([]);

    const svc = await start({ ...env, DEMO_IN_PRODUCTION: '1' });
    expect(readLogins(file).logins).toHaveLength(6);
    await stop(svc);
  });
});
