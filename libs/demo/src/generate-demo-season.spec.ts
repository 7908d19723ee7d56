import {
  RECORD_SCHEMAS,
  StoredRecordSchema,
  THEME_COLOR_FIELDS,
  type BroadcastRecord,
  type EventRecord,
  type MatchRecord,
  type StoredRecord,
} from '@castline/contracts';
import {
  GAME_NAMES,
  PRONOUN_OPTIONS,
  SCORE_REPORT_OPEN_STATES,
  StandingsEntrySchema,
  getContrastRatio,
} from '@castline/domain';
import { findBracketProblems } from './check/find-bracket-problems.js';
import { findLinkProblems } from './check/find-link-problems.js';
import { DEMO_BROADCAST_KEYS, DEMO_CLIENT_KEYS, DEMO_SUBDOMAIN } from './demo-types.js';
import { generateDemoSeason } from './generate-demo-season.js';

const NOW = new Date('2026-11-21T15:17:23.000Z');
const NOW_MS = NOW.getTime();
const DAY = 86_400_000;
const season = generateDemoSeason({ now: NOW });
const byId = new Map(season.records.map((record) => [record.id, record]));

function ofKind<K extends StoredRecord['__kind']>(kind: K): Extract<StoredRecord, { __kind: K }>[] {
  return season.records.filter(
    (record): record is Extract<StoredRecord, { __kind: K }> => record.__kind === kind,
  );
}
function get<K extends StoredRecord['__kind']>(
  kind: K,
  id: string | undefined,
): Extract<StoredRecord, { __kind: K }> {
  const record = id === undefined ? undefined : byId.get(id);
  if (record?.__kind !== kind) throw new Error(`expected a ${kind} at ${String(id)}`);
  return record as Extract<StoredRecord, { __kind: K }>;
}
const isComplete = (match: MatchRecord): boolean =>
  match.first_to !== null && (match.score_1 === match.first_to || match.score_2 === match.first_to);
const startOf = (match: MatchRecord): number => Date.parse(match.start ?? '');
/** A match played and awaiting its result: an open score report is linked (RULES b.2). */
function hasOpenScoreReport(
  match: MatchRecord,
  records: ReadonlyMap<string, StoredRecord>,
): boolean {
  return match.reports.some((id) => {
    const report = records.get(id);
    return (
      report?.__kind === 'report' &&
      report.type === 'score' &&
      (SCORE_REPORT_OPEN_STATES as readonly string[]).includes(report.state)
    );
  });
}

const events = ofKind('event');
const teams = ofKind('team');
const players = ofKind('player');
const matches = ofKind('match');
const maps = ofKind('map');
const spring = events.find((event) => event.in_progress) as EventRecord;

describe('generateDemoSeason: determinism and inputs', () => {
  it('gives identical output for the same seed and now', () => {
    expect(generateDemoSeason({ now: new Date(NOW_MS), seed: 1 })).toEqual(season);
  });

  it('gives different ids for a different seed', () => {
    const other = generateDemoSeason({ now: NOW, seed: 2 });
    expect(other.records[0]?.id).not.toBe(season.records[0]?.id);
  });

  it('leaves now untouched and never reads the clock or Math.random', () => {
    const now = new Date(NOW_MS);
    const random = jest.spyOn(Math, 'random');
    const clock = jest.spyOn(Date, 'now');
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    try {
      const first = generateDemoSeason({ now, seed: 1 });
      jest.setSystemTime(new Date('2031-06-01T00:00:00.000Z'));
      expect(generateDemoSeason({ now, seed: 1 })).toEqual(first);
      expect(random).not.toHaveBeenCalled();
      expect(clock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      random.mockRestore();
      clock.mockRestore();
    }
    expect(now.getTime()).toBe(NOW_MS);
  });
});

describe('generateDemoSeason: record shapes and links', () => {
  it('outputs only records that parse as stored records, with exactly the contract fields', () => {
    for (const record of season.records) {
      const parsed = StoredRecordSchema.safeParse(record);
      if (!parsed.success)
        throw new Error(`${record.__kind} ${record.id}: ${parsed.error.message}`);
      expect(Object.keys(record).sort()).toEqual(
        Object.keys(RECORD_SCHEMAS[record.__kind].shape).sort(),
      );
    }
  });

  it('points every link at an existing record of the right kind and keeps both sides in step', () => {
    expect(findLinkProblems(season.records)).toEqual([]);
  });

  it('makes captains members of their teams, one captain per team', () => {
    for (const team of teams) {
      expect(team.captains).toHaveLength(1);
      for (const id of [...team.captains, ...team.owners, ...team.brand_designers])
        expect(team.players).toContain(id);
    }
  });

  it('carries the bytes of every attachment record and nothing else', () => {
    const records = ofKind('attachment');
    expect(season.attachments.map((a) => a.id).sort()).toEqual(records.map((r) => r.id).sort());
    for (const attachment of season.attachments) {
      const record = get('attachment', attachment.id);
      expect(record).toMatchObject({
        mime_type: 'image/svg+xml',
        fileExtension: 'svg',
        width: attachment.width,
        height: attachment.height,
      });
      expect(attachment.content).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
      );
    }
  });
});

describe('generateDemoSeason: counts', () => {
  it.each([
    ['event_series', 2],
    ['event', 5],
    ['team', 24],
    ['player', 120],
    ['broadcast', 2],
    ['client', 2],
  ] as const)('has %s × %d', (kind, count) => {
    expect(ofKind(kind)).toHaveLength(count);
  });

  it('has at least 80 matches, brackets, news, accolades and signups', () => {
    expect(matches.length).toBeGreaterThanOrEqual(80);
    expect(ofKind('bracket').length).toBeGreaterThanOrEqual(1);
    expect(ofKind('news').length).toBeGreaterThanOrEqual(3);
    expect(ofKind('accolade').length).toBeGreaterThanOrEqual(1);
    expect(ofKind('signup').length).toBeGreaterThanOrEqual(1);
  });

  it.each(GAME_NAMES.map((game) => [game]))('has heroes and map data for %s', (game) => {
    expect(ofKind('hero').filter((hero) => hero.game === game).length).toBeGreaterThanOrEqual(10);
    expect(ofKind('map_data').filter((map) => map.game === game).length).toBeGreaterThanOrEqual(1);
  });

  it('has Overwatch heroes in every favourite-hero group and Marvel Rivals roles', () => {
    const heroes = ofKind('hero');
    const roles = (game: string) =>
      [...new Set(heroes.filter((h) => h.game === game).map((h) => h.role))].sort();
    expect(roles('Overwatch')).toEqual(['DPS', 'Support', 'Tank']);
    expect(roles('Marvel Rivals')).toEqual(['Duelist', 'Strategist', 'Vanguard']);
  });
});

describe('generateDemoSeason: series and events', () => {
  it('orders two series and gives one an original data id', () => {
    const series = ofKind('event_series');
    expect(series.map((s) => s.order).sort()).toEqual([1, 2]);
    expect(series.filter((s) => s._original_data_id !== null)).toHaveLength(1);
  });

  it('has one in-progress event on the demo subdomain, one finished, one upcoming, one outside series, one hidden', () => {
    expect(events.filter((e) => e.in_progress)).toEqual([spring]);
    expect(spring.subdomain).toBe(DEMO_SUBDOMAIN);
    const eventMatches = (event: EventRecord) => event.matches.map((id) => get('match', id));
    expect(
      events.filter((e) => e.matches.length > 0 && eventMatches(e).every(isComplete)),
    ).toHaveLength(1);
    expect(
      events.filter((e) => eventMatches(e).every((m) => startOf(m) > NOW_MS + 7 * DAY)),
    ).toHaveLength(1);
    expect(events.filter((e) => e.series.length === 0)).toHaveLength(1);
    expect(events.filter((e) => !e.show_in_events)).toHaveLength(1);
  });

  it('gives every event its theme, dates, game, timezone, names, about text, staff and map pool', () => {
    for (const event of events) {
      expect(event.theme).toHaveLength(1);
      expect(event.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.event_date.length).toBeGreaterThan(0);
      expect(event.event_date[0]).toBe(event.start_date);
      expect(event.timezone).toBeTruthy();
      expect(event.short).toBeTruthy();
      expect(event.about).toBeTruthy();
      expect(event.staff.length).toBeGreaterThan(0);
      expect(event.map_pool.length).toBeGreaterThan(0);
      for (const id of event.map_pool) expect(get('map_data', id).game).toBe(event.game);
    }
    const games = events.map((e) => e.game);
    expect(games.filter((g) => g === 'Overwatch').length).toBeGreaterThan(games.length / 2);
    expect(games.some((g) => g === 'Marvel Rivals' || g === 'Valorant')).toBe(true);
  });

  it('has approved and unapproved socials', () => {
    const socials = ofKind('social');
    expect(socials.some((s) => s.approved)).toBe(true);
    expect(socials.some((s) => !s.approved)).toBe(true);
    expect(spring.socials.length).toBeGreaterThan(0);
  });

  it('stores event blocks with both report switches and a standings entry per group', () => {
    const blocks = JSON.parse(spring.blocks ?? '') as {
      reporting: { score: { use: boolean }; rescheduling: { use: boolean } };
      standings: unknown[];
    };
    expect(blocks.reporting.score.use).toBe(true);
    expect(blocks.reporting.rescheduling.use).toBe(true);
    const entries = blocks.standings.map((entry) => StandingsEntrySchema.parse(entry));
    expect(entries.map((entry) => entry.group)).toEqual(['Group A', 'Group B']);
    for (const entry of entries) {
      const group = spring.matches
        .map((id) => get('match', id))
        .filter((m) => m.match_group === entry.group);
      expect(group).toHaveLength(6);
      expect(group.every(isComplete)).toBe(true);
    }
    for (const event of events)
      if (event.blocks !== null) expect(() => JSON.parse(event.blocks ?? '')).not.toThrow();
  });
});

describe('generateDemoSeason: teams, themes and players', () => {
  it('gives teams unique plausible names and codes', () => {
    expect(new Set(teams.map((t) => t.name)).size).toBe(24);
    expect(new Set(teams.map((t) => t.code)).size).toBe(24);
    for (const team of teams) {
      expect(team.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(team.code).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('gives every team a full theme with readable text and both logos', () => {
    for (const team of teams) {
      const theme = get('theme', team.theme[0]);
      for (const field of THEME_COLOR_FIELDS) expect(theme[field]).toMatch(/^#[0-9a-f]{6}$/);
      const pairs = [
        ['color_text_on_theme', 'color_theme'],
        ['color_text_on_logo_background', 'color_logo_background'],
        ['color_text_on_body', 'color_body'],
        ['color_website_text_on_dark', 'color_website_dark'],
      ] as const;
      for (const [text, background] of pairs) {
        expect(getContrastRatio(theme[text] ?? '', theme[background] ?? '')).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      for (const field of ['default_logo', 'small_logo'] as const) {
        expect(theme[field]).toHaveLength(1);
        const logo = season.attachments.find((a) => a.id === theme[field][0]);
        expect(logo?.content).toContain(`>${team.code}</text>`);
      }
    }
  });

  it('gives players roles, Battletags, pronouns from the profile options and some verification', () => {
    const rostered = players.filter((p) => p.member_of.length > 0);
    expect(rostered.length).toBeGreaterThanOrEqual(110);
    for (const player of rostered)
      expect(['Tank', 'DPS', 'Support', 'Flex']).toContain(player.role);
    for (const player of players) {
      expect(player.battletag).toMatch(/^[A-Za-z0-9]+#\d{4,5}$/);
      if (player.pronouns !== null) expect(PRONOUN_OPTIONS).toContain(player.pronouns);
      for (const id of player.favourite_hero) expect(get('hero', id).game).toBe('Overwatch');
    }
    expect(players.some((p) => p.verified)).toBe(true);
    expect(players.some((p) => !p.verified)).toBe(true);
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
  });
});

describe('generateDemoSeason: matches', () => {
  const live = matches.filter((m) => m.live);

  it('has exactly one live match: started a little before now, partly scored, on the advertised broadcast', () => {
    expect(live).toHaveLength(1);
    const [match] = live as [MatchRecord];
    expect(startOf(match)).toBeLessThan(NOW_MS);
    expect(startOf(match)).toBeGreaterThan(NOW_MS - 2 * 3_600_000);
    expect(isComplete(match)).toBe(false);
    expect((match.score_1 ?? 0) + (match.score_2 ?? 0)).toBeGreaterThan(0);
    const current = match.maps
      .map((id) => get('map', id))
      .filter((m) => m.banner.length === 0 && m.winner.length === 0 && !m.draw);
    expect(current).toHaveLength(1);
    const main = ofKind('broadcast').find((b) => b.live_match[0] === match.id);
    expect(main?.advertise).toBe(true);
  });

  it('gives the live match what the live-match actions act on: two teams, a current map of its game, heroes', () => {
    const [match] = live as [MatchRecord];
    expect(match.teams).toHaveLength(2);
    const current = match.maps
      .map((id) => get('map', id))
      .find((m) => m.banner.length === 0 && m.winner.length === 0 && !m.draw);
    expect(get('map_data', current?.map[0]).game).toBe(match.game);
    const heroes = ofKind('hero').filter((hero) => hero.game === match.game);
    expect(heroes.length).toBeGreaterThanOrEqual(10);
    const producer = ofKind('player_relationship').find(
      (r) => r.singular_name === 'Producer' && match.player_relationships.includes(r.id),
    );
    expect(producer?.permissions).toContain('Match Editor');
  });

  it('sets first_to 2 or 3, a match number and the event game on every match', () => {
    for (const match of matches) {
      expect([2, 3]).toContain(match.first_to);
      expect(match.match_number).not.toBeNull();
      expect(match.game).toBe(get('event', match.event[0]).game);
    }
  });

  it('schedules upcoming matches within hours, within days and more than a week out', () => {
    const upcoming = matches
      .filter((m) => !isComplete(m) && !m.live && !hasOpenScoreReport(m, byId))
      .map((m) => startOf(m) - NOW_MS);
    const awaitingResult = matches.filter((m) => hasOpenScoreReport(m, byId));
    expect(awaitingResult.length).toBeGreaterThan(0);
    expect(awaitingResult.every((m) => !isComplete(m) && startOf(m) < NOW_MS)).toBe(true);
    expect(upcoming.every((delta) => delta > 0)).toBe(true);
    expect(upcoming.some((delta) => delta < 6 * 3_600_000)).toBe(true);
    expect(upcoming.some((delta) => delta > 6 * 3_600_000 && delta < 3 * DAY)).toBe(true);
    expect(upcoming.some((delta) => delta > 7 * DAY)).toBe(true);
    expect(matches.filter(isComplete).every((m) => startOf(m) < NOW_MS)).toBe(true);
  });

  it('has one special event with a custom name', () => {
    const special = matches.filter((m) => m.special_event);
    expect(special).toHaveLength(1);
    expect(special[0]?.custom_name).toBeTruthy();
  });

  it('plays finished matches out in maps: map wins equal the score, map data of the event pool', () => {
    for (const match of matches.filter((m) => isComplete(m) && !m.forfeit)) {
      const matchMaps = match.maps.map((id) => get('map', id));
      const [team1, team2] = match.teams;
      expect(matchMaps.filter((m) => m.winner[0] === team1)).toHaveLength(match.score_1 ?? -1);
      expect(matchMaps.filter((m) => m.winner[0] === team2)).toHaveLength(match.score_2 ?? -1);
      const event = get('event', match.event[0]);
      for (const map of matchMaps) {
        expect(event.map_pool).toContain(map.map[0]);
        for (const side of [...map.winner, ...map.picker, ...map.banner])
          expect(match.teams).toContain(side);
        expect(
          [map.winner.length > 0, map.draw, map.banner.length > 0].filter(Boolean),
        ).toHaveLength(1);
      }
    }
    expect(maps.some((m) => m.banner.length > 0)).toBe(true);
    expect(maps.some((m) => m.draw)).toBe(true);
    expect(matches.some((m) => m.forfeit && m.forfeit_reason !== null && isComplete(m))).toBe(true);
  });

  it('drafts Overwatch heroes per map: one ban each, 1 tank, 2 DPS and 2 supports, never a banned hero', () => {
    const played = maps.filter(
      (m) => m.replay_code !== null && get('match', m.match[0]).game === 'Overwatch',
    );
    expect(played.length).toBeGreaterThan(50);
    for (const map of played) {
      expect(map.replay_code).toMatch(/^[A-Z0-9]{6}$/);
      const bans = [...map.team_1_bans, ...map.team_2_bans];
      expect(bans).toHaveLength(2);
      for (const picks of [map.team_1_picks, map.team_2_picks]) {
        const heroes = picks.map((id) => get('hero', id));
        expect(heroes.map((h) => h.role).sort()).toEqual([
          'DPS',
          'DPS',
          'Support',
          'Support',
          'Tank',
        ]);
        for (const hero of heroes) {
          expect(hero.game).toBe('Overwatch');
          expect(bans).not.toContain(hero.id);
        }
      }
    }
  });

  it('keeps every bracket consistent with its layout and its feeders', () => {
    expect(findBracketProblems(season.records)).toEqual([]);
    const bracket = get('bracket', spring.brackets[0]);
    const layout = JSON.parse(bracket.bracket_layout ?? '') as {
      brackets: { columns: { games: (number | null)[] }[] }[];
    };
    const numbers = layout.brackets
      .flatMap((b) => b.columns.flatMap((c) => c.games))
      .filter((n) => n !== null);
    expect([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      bracket.ordered_matches.map((_, i) => i + 1),
    );
    expect(bracket.ordered_matches.map((id) => get('match', id)).some((m) => m.live)).toBe(true);
  });

  it('assigns casters and crew relationships with the permissions of RULES (a)', () => {
    const relationships = ofKind('player_relationship');
    const permissions = Object.fromEntries(
      relationships.map((r) => [r.singular_name, r.permissions]),
    );
    expect(permissions).toEqual({
      Caster: [],
      Producer: ['Match Editor', 'Broadcast Manager'],
      Observer: [],
    });
    for (const match of matches) {
      const casters = match.player_relationships
        .map((id) => get('player_relationship', id))
        .filter((r) => r.singular_name === 'Caster')
        .map((r) => r.player[0]);
      expect([...match.casters].sort()).toEqual([...casters].sort());
    }
    expect(get('match', live[0]?.id).player_relationships).toHaveLength(4);
  });
});

describe('generateDemoSeason: production', () => {
  const broadcasts = ofKind('broadcast');
  const clients = ofKind('client');

  it('has the demo broadcast keys with event, timezone, title format and break and desk defaults', () => {
    expect(broadcasts.map((b) => b.key)).toEqual([...DEMO_BROADCAST_KEYS]);
    for (const broadcast of broadcasts) {
      expect(broadcast.event).toEqual([spring.id]);
      expect(broadcast.timezone).toBe('America/New_York');
      expect(broadcast.title_format).toBeTruthy();
      expect(broadcast.break_display).toBe('Automated');
      expect(broadcast.desk_display).toBeNull();
      expect(broadcast.schedule.length).toBeGreaterThan(0);
      expect(broadcast.clients.length).toBeGreaterThan(0);
    }
    const main = broadcasts[0] as BroadcastRecord;
    expect(main.live_match).toHaveLength(1);
    expect(main.schedule).toContain(main.live_match[0]);
    expect(main.advertise).toBe(true);
  });

  it('has lower-case client keys, each with staff and broadcasts', () => {
    expect(clients.map((c) => c.key)).toEqual([...DEMO_CLIENT_KEYS]);
    for (const client of clients) {
      expect(client.key).toBe(client.key.toLowerCase());
      expect(client.staff.length).toBeGreaterThan(0);
      expect(client.broadcast.length).toBeGreaterThan(0);
    }
  });

  it("gives the producer's client both broadcasts and every broadcast GFX items to reorder (set-active-broadcast, update-gfx-index)", () => {
    const [main, second] = broadcasts;
    expect(clients.map((c) => c.broadcast)).toEqual([[main?.id, second?.id], [second?.id]]);
    for (const broadcast of broadcasts) {
      expect(broadcast.gfx.length).toBeGreaterThanOrEqual(2);
      for (const id of broadcast.gfx) expect(get('gfx', id).broadcast).toEqual([broadcast.id]);
    }
  });
});

describe('generateDemoSeason: demo users', () => {
  const users = season.users;
  const user = (role: string) => users.filter((u) => u.role === role);

  it('has an organiser, event staff, a producer, two captains and a player with readable names', () => {
    expect(users.map((u) => u.role)).toEqual([
      'organiser',
      'staff',
      'producer',
      'captain',
      'captain',
      'player',
    ]);
    for (const entry of users) {
      expect(get('player', entry.player_id).name).toBe(entry.name);
      expect(entry.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(entry.discord_id).toMatch(/^[1-9]\d{17}$/);
      expect(entry.discord_username).toMatch(/^[a-z0-9.]+$/);
    }
    expect(users.every((u) => !('token' in u))).toBe(true); // tokens are never derived from the seed
    expect(new Set(users.map((u) => u.discord_id)).size).toBe(users.length);
  });

  it('gives the organiser the edit-anything settings and nobody else settings', () => {
    expect(user('organiser')[0]?.website_settings).toEqual([
      'Can edit any event',
      'Can edit any match',
    ]);
    for (const entry of users.filter((u) => u.role !== 'organiser'))
      expect(entry.website_settings).toEqual([]);
  });

  it('puts the staff user on the in-progress event staff, outside every team', () => {
    const staff = get('player', user('staff')[0]?.player_id);
    expect(spring.staff).toContain(staff.id);
    expect(staff.member_of).toEqual([]);
  });

  it('links the producer to a client on both sides', () => {
    const producer = get('player', user('producer')[0]?.player_id);
    expect(producer.clients.length).toBeGreaterThan(0);
    for (const id of producer.clients) expect(get('client', id).staff).toContain(producer.id);
  });

  it('makes the two captains captains of opposing teams in an upcoming match', () => {
    const [first, second] = user('captain').map((u) => get('player', u.player_id));
    const upcoming = matches.filter(
      (m) =>
        startOf(m) > NOW_MS &&
        m.teams.length === 2 &&
        m.teams.includes(first?.captain_of[0] ?? '') &&
        m.teams.includes(second?.captain_of[0] ?? ''),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(first?.captain_of[0]).not.toBe(second?.captain_of[0]);
  });

  it('makes the plain player a team member without a captaincy', () => {
    const player = get('player', user('player')[0]?.player_id);
    expect(player.member_of.length).toBeGreaterThan(0);
    expect(player.captain_of).toEqual([]);
  });
});

describe('generateDemoSeason: community', () => {
  it('slugs news names per RULES (k), uniquely', () => {
    const news = ofKind('news');
    for (const item of news) {
      const expected = (item.name ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      expect(item.slug).toBe(expected);
      expect(Date.parse(item.released ?? '')).toBeLessThan(NOW_MS);
    }
    expect(new Set(news.map((n) => n.slug)).size).toBe(news.length);
    expect(news.map((n) => n.slug)).toContain('week-2-recap-upsets-overtime');
  });
});

describe('generateDemoSeason: other seeds and instants', () => {
  it.each([
    [2, '2026-03-08T06:59:00.000Z'],
    [3, '2026-06-30T23:59:59.999Z'],
    [4, '2027-01-01T00:00:00.000Z'],
    [99, '2026-10-31T12:34:00.000Z'],
    [123456, '2025-11-02T05:30:00.000Z'],
  ])('seed %d at %s still gives valid, consistent records with one live match', (seed, iso) => {
    const now = new Date(iso);
    const other = generateDemoSeason({ now, seed });
    for (const record of other.records)
      expect(StoredRecordSchema.safeParse(record).success).toBe(true);
    expect(findLinkProblems(other.records)).toEqual([]);
    expect(findBracketProblems(other.records)).toEqual([]);
    const live = other.records.filter((r): r is MatchRecord => r.__kind === 'match' && r.live);
    expect(live).toHaveLength(1);
    expect(Date.parse(live[0]?.start ?? '')).toBeLessThan(now.getTime());
    expect(other.records.filter((r) => r.__kind === 'player')).toHaveLength(120);
    expect(other.users.filter((u) => u.role === 'captain')).toHaveLength(2);
    const otherById = new Map(other.records.map((r) => [r.id, r]));
    const upcoming = other.records.filter(
      (r): r is MatchRecord =>
        r.__kind === 'match' && !r.live && r.score_1 === null && !hasOpenScoreReport(r, otherById),
    );
    expect(upcoming.every((m) => Date.parse(m.start ?? '') > now.getTime())).toBe(true);
  });
});
