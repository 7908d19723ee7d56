import { DataSource } from 'typeorm';
import {
  DERIVED,
  PublicPlayerRecordSchema,
  RECORD_STREAM,
  SERVER_TEXT,
  SUBJECTS,
  type Actor,
  type RecordChangedEvent,
} from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { MatchConfigSchema } from '../src/config/match-config.js';
import { startMatchService } from '../src/start.js';
import { PROFILE_TEXT } from '../src/players/plan-profile-update.js';
import { loadRecords, record, rid } from './fixtures.js';

jest.setTimeout(30_000);

const actor = (player_id: string, website_settings: string[] = []): Actor => ({
  kind: 'player',
  player_id,
  name: null,
  website_settings,
});

/** One event and team with themes, a player on the team, a free agent, heroes of two games, and a stranger's theme. */
function buildProfileFixture() {
  const ids = {
    event: rid('PEvt'),
    eventTheme: rid('PEvT'),
    team: rid('PTm'),
    teamTheme: rid('PTmT'),
    otherTheme: rid('POth'),
    player: rid('PPly'),
    captain: rid('PCap'),
    freeAgent: rid('PFre'),
    restricted: rid('PRst'),
    owHero: rid('POwH'),
    valHero: rid('PVaH'),
  };
  const records = [
    record('theme', { id: ids.eventTheme, name: 'Event theme', events: [ids.event] }),
    record('theme', { id: ids.teamTheme, name: 'Team theme', teams: [ids.team] }),
    record('theme', { id: ids.otherTheme, name: 'Somebody else' }),
    record('event', {
      id: ids.event,
      name: 'Profile Cup',
      game: 'Overwatch',
      theme: [ids.eventTheme],
      teams: [ids.team],
    }),
    record('team', {
      id: ids.team,
      name: 'Profilers',
      event: [ids.event],
      theme: [ids.teamTheme],
      players: [ids.player],
      captains: [ids.captain],
    }),
    record('player', { id: ids.player, name: 'Pat', battletag: 'Pat#1234', member_of: [ids.team] }),
    record('player', { id: ids.captain, name: 'Cass', captain_of: [ids.team] }),
    record('player', { id: ids.freeAgent, name: 'Fran' }),
    record('player', { id: ids.restricted, name: 'Rory', pronouns: 'he/him' }),
    record('hero', { id: ids.owHero, name: 'Tracer', role: 'DPS', game: 'Overwatch' }),
    record('hero', { id: ids.valHero, name: 'Jett', role: 'Duelist', game: 'Valorant' }),
  ];
  return { ids, records };
}

describe('match-svc players: update-profile-data and create-player', () => {
  let db: TestDatabase;
  let svc: RunningService;
  let bus: NatsBus;
  let sql: DataSource;
  const { ids, records } = buildProfileFixture();
  const events: RecordChangedEvent[] = [];
  let stopConsumer: () => void;

  beforeAll(async () => {
    db = await createTestDatabase('matchplayers');
    const prefix = uniqueNatsPrefix();
    await loadRecords(db.url, records);
    svc = await startMatchService(
      loadConfig(MatchConfigSchema, {
        DATABASE_URL: db.url,
        NATS_PREFIX: prefix,
        HEALTH_PORT: '0',
        LOG_LEVEL: 'silent',
      }),
    );
    bus = await createTestBus(prefix);
    stopConsumer = await bus.consumeNew(RECORD_STREAM, SUBJECTS.recordChanged, (p) =>
      events.push(p as RecordChangedEvent),
    );
    sql = new DataSource({ type: 'postgres', url: db.url });
    await sql.initialize();
  });

  afterAll(async () => {
    stopConsumer?.();
    await sql?.destroy();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  const things = async (list: string[]) =>
    (
      await bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.match.qry('things'), {
        ids: list,
      })
    ).records;
  const playerRecord = async (id: string) =>
    PublicPlayerRecordSchema.parse((await things([id]))[0]);
  const update = (a: Actor, body: unknown) =>
    bus.request<{ player: string; changed: string[] }>(SUBJECTS.match.cmd('update-profile-data'), {
      actor: a,
      body,
    });
  const createPlayer = (payload: unknown) =>
    bus.request<{ player_id: string; created: boolean }>(
      SUBJECTS.match.cmd('create-player'),
      payload,
    );
  const auditCount = async () =>
    Number((await sql.query<{ n: string }[]>(`SELECT count(*) AS n FROM "match".audit`))[0]?.n);
  const settle = () => new Promise((r) => setTimeout(r, 250));

  describe('update-profile-data', () => {
    it("writes every editable field of the actor's own player, publishes the record and audits it", async () => {
      const reply = await update(actor(ids.player), {
        profileData: {
          pronouns: 'they/them',
          pronunciation: 'PAT (rhymes with cat)',
          role: 'Support',
          favourite_hero: ids.owHero,
          profile_picture_theme: ids.teamTheme,
        },
      });
      expect(reply).toEqual({
        player: ids.player,
        changed: ['pronouns', 'pronunciation', 'role', 'favourite_hero', 'profile_picture_theme'],
      });
      const p = await playerRecord(ids.player);
      expect(p).toMatchObject({
        pronouns: 'they/them',
        pronunciation: 'PAT (rhymes with cat)',
        role: 'Support',
        favourite_hero: [ids.owHero],
        profile_picture_theme: [ids.teamTheme],
        name: 'Pat',
        battletag: 'Pat#1234',
      });
      const event = await waitFor(
        () => events.find((e) => e.id === ids.player && e.data?.['role'] === 'Support'),
        5000,
        'player event',
      );
      expect(event.data?.['pronouns']).toBe('they/them');
      const audit = await sql.query<
        { actor: string; action: string; changed: Record<string, unknown> }[]
      >(`SELECT actor, action, changed FROM "match".audit WHERE record_id = $1`, [ids.player]);
      expect(audit).toEqual([
        {
          actor: ids.player,
          action: 'update-profile-data',
          changed: {
            pronouns: 'they/them',
            pronunciation: 'PAT (rhymes with cat)',
            role: 'Support',
            favourite_hero: ids.owHero,
            profile_picture_theme: ids.teamTheme,
          },
        },
      ]);
    });

    it("accepts the theme of the team's event, and a captain may use the team's theme", async () => {
      await expect(
        update(actor(ids.player), { profileData: { profile_picture_theme: ids.eventTheme } }),
      ).resolves.toEqual({
        player: ids.player,
        changed: ['profile_picture_theme'],
      });
      await expect(
        update(actor(ids.captain), { profileData: { profile_picture_theme: ids.teamTheme } }),
      ).resolves.toEqual({
        player: ids.captain,
        changed: ['profile_picture_theme'],
      });
    });

    it('clears fields with null and answers an identical update with no change and no event', async () => {
      await expect(
        update(actor(ids.player), { profileData: { pronunciation: null, favourite_hero: null } }),
      ).resolves.toEqual({
        player: ids.player,
        changed: ['pronunciation', 'favourite_hero'],
      });
      const p = await playerRecord(ids.player);
      expect(p.pronunciation).toBeNull();
      expect(p.favourite_hero).toEqual([]);
      await settle();
      const count = events.length;
      const audits = await auditCount();
      await expect(
        update(actor(ids.player), { profileData: { pronouns: 'they/them' } }),
      ).resolves.toEqual({ player: ids.player, changed: [] });
      await settle();
      expect(events.length).toBe(count);
      expect(await auditCount()).toBe(audits);
    });

    it.each([
      ['pronouns not in the list', { pronouns: 'xe/xem' }, PROFILE_TEXT.pronouns],
      ['a role not in the list', { role: 'Healer' }, PROFILE_TEXT.role],
      [
        'a pronunciation over 100 characters',
        { pronunciation: 'a'.repeat(101) },
        'Please keep your pronunciation to less than 100 characters.',
      ],
      ['a hero of another game', { favourite_hero: ids.valHero }, PROFILE_TEXT.favouriteHero],
      [
        'a record that is not a hero',
        { favourite_hero: ids.teamTheme },
        PROFILE_TEXT.favouriteHero,
      ],
      [
        "a theme of no team of the player's",
        { profile_picture_theme: ids.otherTheme },
        PROFILE_TEXT.theme,
      ],
    ])('rejects %s with its message and writes nothing', async (_name, profileData, message) => {
      const before = await playerRecord(ids.player);
      const audits = await auditCount();
      await expect(
        update(actor(ids.player), { profileData: { role: 'Tank', ...profileData } }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      expect(await playerRecord(ids.player)).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('rejects a free agent choosing a team theme (no team, no themes)', async () => {
      await expect(
        update(actor(ids.freeAgent), { profileData: { profile_picture_theme: ids.teamTheme } }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: PROFILE_TEXT.theme,
      });
    });

    it.each([
      ['name', { name: 'Evil' }, 'profileData: Unknown field "name"'],
      ['battletag', { battletag: 'Evil#1' }, 'profileData: Unknown field "battletag"'],
      ['an unknown key', { pronouns: 'any', colour: 'red' }, 'profileData: Unknown field "colour"'],
    ])('rejects %s by name', async (_name, profileData, message) => {
      await expect(update(actor(ids.player), { profileData })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      expect((await playerRecord(ids.player)).name).toBe('Pat');
    });

    it('rejects a body naming another player (there is no such key: only your own profile)', async () => {
      await expect(
        update(actor(ids.player), { playerID: ids.captain, profileData: { role: 'DPS' } }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Unknown field "playerID"',
      });
    });

    it("refuses an actor with 'No profile editing' with the spec text, writing nothing", async () => {
      const audits = await auditCount();
      await expect(
        update(actor(ids.restricted, ['No profile editing']), { profileData: { pronouns: 'any' } }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are restricted from editing your profile.',
      });
      expect(SERVER_TEXT.profileRestricted).toBe('You are restricted from editing your profile.');
      expect((await playerRecord(ids.restricted)).pronouns).toBe('he/him');
      expect(await auditCount()).toBe(audits);
    });

    it('answers NOT_FOUND when the actor has no player record', async () => {
      await expect(
        update(actor(rid('Ghst')), { profileData: { pronouns: 'any' } }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('create-player', () => {
    it('creates a Player for a new Discord account, keeps the Discord ids private and lists it in special:players', async () => {
      const reply = await createPlayer({
        name: 'New Person',
        discord_id: '990000000000000001',
        discord_tag: 'new.person',
      });
      expect(reply.created).toBe(true);
      expect(reply.player_id).toMatch(/^rec[0-9A-Za-z]{14}$/);
      const p = await playerRecord(reply.player_id);
      expect(p).toMatchObject({
        id: reply.player_id,
        name: 'New Person',
        verified: false,
        member_of: [],
      });
      expect(JSON.stringify(p)).not.toContain('990000000000000001');
      const rows = await sql.query<{ discord_id: string; discord_tag: string }[]>(
        `SELECT discord_id, discord_tag FROM "match".players WHERE id = $1`,
        [reply.player_id],
      );
      expect(rows).toEqual([{ discord_id: '990000000000000001', discord_tag: 'new.person' }]);
      const [players] = await things([DERIVED.players]);
      expect((players?.['players'] as { id: string }[]).map((x) => x.id)).toContain(
        reply.player_id,
      );
      await waitFor(() => events.find((e) => e.id === reply.player_id), 5000, 'new player event');
    });

    it('is idempotent on discord_id, also under concurrent calls', async () => {
      const payload = { name: 'Twin', discord_id: '990000000000000002', discord_tag: 'twin' };
      const answers = await Promise.all([
        createPlayer(payload),
        createPlayer(payload),
        createPlayer(payload),
      ]);
      expect(new Set(answers.map((a) => a.player_id)).size).toBe(1);
      expect(answers.filter((a) => a.created)).toHaveLength(1);
      const again = await createPlayer({ ...payload, name: 'Renamed' });
      expect(again).toEqual({ player_id: answers[0]?.player_id, created: false });
      expect((await playerRecord(again.player_id)).name).toBe('Twin');
    });

    it.each([
      ['an empty name', { name: ' ', discord_id: '1', discord_tag: null }],
      ['a discord id that is not a snowflake', { name: 'X', discord_id: 'abc', discord_tag: null }],
      ['no discord id', { name: 'X', discord_tag: null }],
    ])('rejects %s with BAD_REQUEST', async (_name, payload) => {
      await expect(createPlayer(payload)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });
  });
});
