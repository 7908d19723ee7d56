import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CodedError,
  CreatePlayerCommandSchema,
  DiscordLoginReplySchema,
  SUBJECTS,
  UserReplySchema,
  VerifyTokenReplySchema,
  type ClientsForPlayerReply,
  type CreatePlayerCommand,
  type DiscordLoginReply,
} from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  type TestDatabase,
  answerRequests,
} from '@castline/nest-kit/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the shared fake Discord of tests/fakes runs in-process
import { startFakeDiscord, type FakeDiscord } from '../../../tests/fakes/discord/fake-discord.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the fake's browser helper
import { pickAccount } from '../../../tests/fakes/discord/browse.mjs';
import { AuthConfigSchema, type AuthConfig } from '../src/config/auth-config.js';
import { startAuthService } from '../src/start.js';
import { DISCORD_LOGIN_TEXT } from '../src/discord/discord-text.js';
import type { DemoUsersSource } from '../src/seed/demo-user.js';
import { buildDemoUsers, rid } from './fixtures.js';

jest.setTimeout(30_000);

const REDIRECT_URI = 'http://localhost:8080/auth/discord/return';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('auth-svc Discord login against the fake Discord (in-process), real Postgres and NATS', () => {
  const demo = buildDemoUsers();
  const demoSource: DemoUsersSource = () => demo.all;
  const newPerson = {
    id: '990000000000000001',
    username: 'new.person',
    global_name: 'New Person',
    avatar: null,
  };
  const producerClient = rid('Cli');
  const createPlayerCalls: CreatePlayerCommand[] = [];
  const createdPlayers = new Map<string, string>();
  let silentClientsFor: string | null = null;
  let db: TestDatabase;
  let prefix: string;
  let discord: FakeDiscord;
  let svc: RunningService;
  let bus: NatsBus;
  let sql: DataSource;

  const configFor = (env: Record<string, string> = {}): AuthConfig =>
    loadConfig(AuthConfigSchema, {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      DISCORD_API_BASE: `${discord.url}/api`,
      DISCORD_CDN_URL: discord.url,
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
      ...env,
    });

  beforeAll(async () => {
    db = await createTestDatabase('authdiscord');
    prefix = uniqueNatsPrefix();
    discord = await startFakeDiscord({
      users: [
        {
          id: demo.admin.discord_id!,
          username: 'ada.renamed',
          global_name: 'Ada on Discord',
          avatar: 'f00d',
        },
        { id: demo.caster.discord_id!, username: 'cai', global_name: 'Cai', avatar: null },
        newPerson,
      ],
    });
    bus = await createTestBus(prefix);
    // match-svc's create-player (idempotent on discord_id) and broadcast-svc's clients-for-player, played by the test.
    answerRequests(bus, SUBJECTS.match.cmd('create-player'), (payload) => {
      const command = CreatePlayerCommandSchema.parse(payload);
      createPlayerCalls.push(command);
      const known = createdPlayers.get(command.discord_id);
      if (known) return { player_id: known, created: false };
      const id = rid('New');
      createdPlayers.set(command.discord_id, id);
      return { player_id: id, created: true };
    });
    answerRequests(
      bus,
      SUBJECTS.broadcast.qry('clients-for-player'),
      (payload): ClientsForPlayerReply => {
        const { player_id } = payload as { player_id: string };
        if (player_id === silentClientsFor) throw new CodedError('UNAVAILABLE', 'down');
        return {
          clients:
            player_id === demo.caster.player_id
              ? [{ id: producerClient, key: 'prod1', name: 'Production 1' }]
              : [],
        };
      },
    );
    await bus.connection.flush();
    svc = await startAuthService(configFor(), { demoUsers: demoSource });
    sql = new DataSource({ type: 'postgres', url: db.url });
    await sql.initialize();
  });

  afterAll(async () => {
    await sql?.destroy();
    await svc?.stop();
    await bus?.close();
    await discord?.stop();
    await db?.drop();
  });

  /** A fresh authorization code for the account, as the browser would get it back from the fake. */
  const codeFor = async (discordId: string, redirectUri = REDIRECT_URI): Promise<string> => {
    const authorize = new URL(`${discord.url}/oauth2/authorize`);
    authorize.search = new URLSearchParams({
      client_id: discord.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'identify',
      prompt: 'none',
      state: 'test-state',
    }).toString();
    const back = await pickAccount(authorize, discordId);
    expect(back.searchParams.get('state')).toBe('test-state');
    return back.searchParams.get('code') ?? '';
  };
  const login = async (code: string, redirect_uri = REDIRECT_URI): Promise<DiscordLoginReply> =>
    DiscordLoginReplySchema.parse(
      await bus.request(SUBJECTS.auth.cmd('discord-login'), { code, redirect_uri }),
    );
  const verify = async (token: string) =>
    VerifyTokenReplySchema.parse(await bus.request(SUBJECTS.auth.qry('verify-token'), { token }))
      .actor;
  const userRow = async (id: string) =>
    (
      await sql.query<Record<string, unknown>[]>(
        `SELECT id, name, discord_id, discord_username, avatar, website_settings FROM "auth".users WHERE id = $1`,
        [id],
      )
    )[0];

  it('logs in an existing user by discord_id: a 30-day token, the public user, Discord name and avatar refreshed', async () => {
    const before = Date.now();
    const reply = await login(await codeFor(demo.admin.discord_id!));
    expect(reply.user).toEqual({
      name: 'Admin Ada',
      avatar: `${discord.url}/avatars/${demo.admin.discord_id}/f00d.png`,
      airtableID: demo.admin.player_id,
      clients: [],
      website_settings: ['Can edit any match', 'Can edit any event', 'Full broadcast permissions'],
    });
    expect(new Date(reply.expires_at).getTime()).toBeGreaterThanOrEqual(
      before + 30 * 86_400_000 - 1000,
    );
    await expect(verify(reply.token)).resolves.toMatchObject({ player_id: demo.admin.player_id });
    expect(await userRow(demo.admin.player_id)).toMatchObject({
      name: 'Admin Ada',
      discord_username: 'ada.renamed',
      avatar: 'f00d',
    });
    expect(createPlayerCalls).toEqual([]);
  });

  it("answers a production user's clients (broadcast.qry.clients-for-player) in the user", async () => {
    const reply = await login(await codeFor(demo.caster.discord_id!));
    expect(reply.user).toMatchObject({
      airtableID: demo.caster.player_id,
      clients: [producerClient],
      avatar: null,
    });
  });

  it('creates a Player (match.cmd.create-player) and a user for a Discord account that has none, once', async () => {
    const first = await login(await codeFor(newPerson.id));
    expect(createPlayerCalls).toEqual([
      { name: 'New Person', discord_id: newPerson.id, discord_tag: 'new.person' },
    ]);
    const playerId = createdPlayers.get(newPerson.id);
    expect(first.user).toEqual({
      name: 'New Person',
      avatar: null,
      airtableID: playerId,
      clients: [],
      website_settings: [],
    });
    expect(await userRow(playerId!)).toEqual({
      id: playerId,
      name: 'New Person',
      discord_id: newPerson.id,
      discord_username: 'new.person',
      avatar: null,
      website_settings: [],
    });
    await expect(verify(first.token)).resolves.toEqual({
      kind: 'player',
      player_id: playerId,
      name: 'New Person',
      website_settings: [],
    });

    const second = await login(await codeFor(newPerson.id));
    expect(second.user.airtableID).toBe(playerId);
    expect(second.token).not.toBe(first.token);
    expect(createPlayerCalls).toHaveLength(1);
  });

  it('stores neither the code nor the Discord access token, only token hashes', async () => {
    const code = await codeFor(demo.caster.discord_id!);
    const reply = await login(code);
    const dump = (
      await sql.query<{ row: string }[]>(
        `SELECT t::text AS row FROM "auth".users t UNION ALL SELECT t::text FROM "auth".tokens t`,
      )
    )
      .map((r) => r.row)
      .join('\n');
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(reply.token);
    expect(dump).toContain(sha256(reply.token));
  });

  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as CodedError;
    }
    throw new Error('expected a refusal');
  };

  it('refuses a code used twice as UNAUTHENTICATED, with the provider error for developers (and no code in it)', async () => {
    const code = await codeFor(demo.admin.discord_id!);
    await login(code);
    const error = await refusal(login(code));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: DISCORD_LOGIN_TEXT.rejected });
    expect(error.details).toEqual({
      for_a_developer:
        'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "code" in request.)',
    });
    expect(JSON.stringify(error.details)).not.toContain(code);
  });

  it('refuses a code issued for another redirect_uri and an unknown code', async () => {
    const code = await codeFor(demo.admin.discord_id!, 'http://elsewhere.test/auth/discord/return');
    await expect(refusal(login(code))).resolves.toMatchObject({
      code: 'UNAUTHENTICATED',
      details: { for_a_developer: expect.stringContaining('Invalid "redirect_uri" in request.') },
    });
    await expect(refusal(login('not-a-code-at-all'))).resolves.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: DISCORD_LOGIN_TEXT.rejected,
    });
  });

  it.each([
    ['an empty code', { code: '', redirect_uri: REDIRECT_URI }],
    ['no redirect_uri', { code: 'abc' }],
    ['a redirect_uri that is not http(s)', { code: 'abc', redirect_uri: 'javascript:alert(1)' }],
  ])('rejects %s with BAD_REQUEST', async (_name, payload) => {
    await expect(bus.request(SUBJECTS.auth.cmd('discord-login'), payload)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  describe('auth.qry.user', () => {
    it('answers the public user of a Player id', async () => {
      const reply = UserReplySchema.parse(
        await bus.request(SUBJECTS.auth.qry('user'), { player_id: demo.caster.player_id }),
      );
      expect(reply.user).toEqual({
        name: 'Caster Cai',
        avatar: null,
        airtableID: demo.caster.player_id,
        clients: [producerClient],
        website_settings: ['Full broadcast permissions'],
      });
    });

    it('answers NOT_FOUND for a Player without a user, BAD_REQUEST for a malformed id', async () => {
      await expect(
        bus.request(SUBJECTS.auth.qry('user'), { player_id: rid('Nob') }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        bus.request(SUBJECTS.auth.qry('user'), { player_id: 'x' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('answers the user without clients when broadcast-svc fails', async () => {
      silentClientsFor = demo.caster.player_id;
      try {
        const reply = UserReplySchema.parse(
          await bus.request(SUBJECTS.auth.qry('user'), { player_id: demo.caster.player_id }),
        );
        expect(reply.user.clients).toEqual([]);
      } finally {
        silentClientsFor = null;
      }
    });
  });

  describe('when Discord is unreachable, misconfigured or not configured', () => {
    const restartWith = async (env: Record<string, string>) => {
      await svc.stop();
      svc = await startAuthService(configFor(env), { demoUsers: demoSource });
    };
    afterAll(async () => {
      await restartWith({});
    });

    it('answers UNAVAILABLE when Discord does not answer', async () => {
      await restartWith({ DISCORD_API_BASE: 'http://127.0.0.1:9/api', DISCORD_TIMEOUT_MS: '1000' });
      await expect(refusal(login('some-code'))).resolves.toMatchObject({
        code: 'UNAVAILABLE',
        message: DISCORD_LOGIN_TEXT.unavailable,
        details: { for_a_developer: 'Discord POST /oauth2/token: the request failed' },
      });
    });

    it('answers INTERNAL naming the settings when the client secret is wrong', async () => {
      await restartWith({ DISCORD_CLIENT_SECRET: 'wrong' });
      const code = await codeFor(demo.admin.discord_id!);
      await expect(refusal(login(code))).resolves.toMatchObject({
        code: 'INTERNAL',
        message: DISCORD_LOGIN_TEXT.misconfigured,
        details: {
          for_a_developer: expect.stringContaining(
            'check DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET',
          ),
        },
      });
    });

    it('answers UNAVAILABLE "not configured" without client credentials', async () => {
      await restartWith({ DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '' });
      await expect(refusal(login('some-code'))).resolves.toMatchObject({
        code: 'UNAVAILABLE',
        message: DISCORD_LOGIN_TEXT.notConfigured,
      });
    });
  });
});
