import type { EventSeriesRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import { DOUBLE_ELIMINATION_8 } from './brackets/bracket-presets.js';
import { planBracket } from './brackets/plan-bracket.js';
import type { DemoSeason, DemoSeasonOptions } from './demo-types.js';
import { addEvent } from './season/add-event.js';
import { addMatch } from './season/add-match.js';
import { addPlayer } from './season/add-player.js';
import { addRoster } from './season/add-roster.js';
import { addSeries } from './season/add-series.js';
import { addTeam } from './season/add-team.js';
import { createDemoUsers } from './season/create-demo-users.js';
import { createEventBlocks } from './season/create-event-blocks.js';
import { createSeasonContext } from './season/create-season-context.js';
import { pickPlayerHandles } from './season/pick-player-handles.js';
import { pickTeamIdentities } from './season/pick-team-identities.js';
import { pickWinner } from './season/pick-winner.js';
import { playMatch } from './season/play-match.js';
import { requireItem } from './season/require-item.js';
import { DAY, HOUR, type SeasonContext } from './season/season-context.js';
import { setEventDates } from './season/set-event-dates.js';

/** Size of the benchmark season: 50 events × (16 teams, 80 players, 44 league matches, 4 brackets of 14). */
export const LARGE_SEASON_SIZE = {
  events: 50,
  teamsPerEvent: 16,
  playersPerTeam: 5,
  leagueMatchesPerEvent: 44,
  bracketsPerEvent: 4,
} as const;

const SERIES_COUNT = 5;
/** Events before this index lie in the past; the rest are current or upcoming. */
const CURRENT_EVENT = 40;
const BRACKET_NAMES = [
  'Upper Division Playoffs',
  'Lower Division Playoffs',
  'Upper Division Cup',
  'Lower Division Cup',
];

function isPlayed(ctx: SeasonContext, start: number): boolean {
  return start + 3 * HOUR < ctx.now;
}

function addLargeEvent(
  ctx: SeasonContext,
  index: number,
  series: EventSeriesRecord,
  identities: ReturnType<typeof pickTeamIdentities>,
  handles: readonly string[],
): void {
  const size = LARGE_SEASON_SIZE;
  const base = ctx.hour + (index - CURRENT_EVENT) * 7 * DAY;
  const event = addEvent(ctx, {
    name: `Castline Open ${index + 1}`,
    short: `Open ${index + 1}`,
    navbarName: `Open ${index + 1}`,
    seriesName: series.name,
    seriesSubtitle: null,
    game: 'Overwatch',
    timezone: 'America/New_York',
    subdomain: null,
    showInEvents: true,
    inProgress: index === CURRENT_EVENT,
    hue: (index * 47) % 360,
    saturation: 60,
    logoText: `O${index + 1}`,
    about: `Week ${index + 1} of the Castline Open circuit.`,
    typeDescription: 'League and playoffs',
    series,
    mapPool: { Control: 3, Hybrid: 2, Escort: 2, Push: 2, Flashpoint: 1 },
  });
  event.blocks = createEventBlocks({ standingsGroups: ['League'] });
  const pool = ctx.games.maps.Overwatch.filter((map) => event.map_pool.includes(map.id));
  const perTeam = size.playersPerTeam;
  const teams = identities.map((identity, t) =>
    addTeam(ctx, {
      event,
      identity,
      players: addRoster(ctx, handles.slice(t * perTeam, (t + 1) * perTeam), 'Overwatch'),
    }),
  );
  const matches: MatchRecord[] = [];
  const play = (
    match: MatchRecord,
    pair: readonly [TeamRecord, TeamRecord],
    start: number,
    winnerSlot?: 1 | 2 | null,
  ): void => {
    if (!isPlayed(ctx, start)) return;
    const slot = winnerSlot ?? pickWinner(ctx, pair[0].id, pair[1].id);
    playMatch(ctx, {
      match,
      teams: pair,
      pool,
      game: 'Overwatch',
      details: false,
      outcome: { kind: 'finished', winnerSlot: slot },
    });
  };

  for (let k = 0; k < size.leagueMatchesPerEvent; k += 1) {
    const team1 = requireItem(teams, k % size.teamsPerEvent);
    const team2 = requireItem(
      teams,
      (k + 1 + Math.floor(k / size.teamsPerEvent)) % size.teamsPerEvent,
    );
    const start = base + k * 3 * HOUR;
    const match = addMatch(ctx, event, [team1, team2], {
      name: `Open ${index + 1} League Match ${k + 1}`,
      start: new Date(start).toISOString(),
      duration: 90,
      first_to: 2,
      match_group: 'League',
      week: Math.floor(k / 11) + 1,
      match_number: k + 1,
      slot_1_source: 'hand',
      slot_2_source: 'hand',
    });
    play(match, [team1, team2], start);
    matches.push(match);
  }

  const byId = new Map(teams.map((team) => [team.id, team]));
  for (let b = 0; b < size.bracketsPerEvent; b += 1) {
    const group = teams.slice((b % 2) * 8, (b % 2) * 8 + 8).map((team) => team.id);
    const seed = (i: number): string => requireItem(group, i, 'seed');
    const bracket = ctx.store.create('bracket', {
      name: requireItem(BRACKET_NAMES, b),
      key: `open-${index + 1}-${b + 1}`,
      bracket_layout: JSON.stringify(DOUBLE_ELIMINATION_8.layout),
      show_times: true,
    });
    ctx.store.link(bracket, 'events', event, 'brackets');
    const startOf = (n: number): number => base + 6 * DAY + b * 12 * HOUR + n * 3 * HOUR;
    const plan = planBracket(
      DOUBLE_ELIMINATION_8.layout,
      14,
      bracket.id,
      {
        1: [seed(0), seed(7)],
        2: [seed(1), seed(6)],
        3: [seed(2), seed(5)],
        4: [seed(3), seed(4)],
      },
      (n, t1, t2) => (isPlayed(ctx, startOf(n)) ? pickWinner(ctx, t1, t2) : null),
    );
    const bracketMatches: MatchRecord[] = [];
    for (const planned of plan.matches) {
      const n = planned.number;
      const [slot1, slot2] = planned.slots;
      const slotTeams = [slot1.team, slot2.team].flatMap((id) =>
        id === null ? [] : [byId.get(id) as TeamRecord],
      );
      const match = addMatch(ctx, event, slotTeams, {
        name: `Open ${index + 1} ${bracket.name} Match ${n}`,
        start: new Date(startOf(n)).toISOString(),
        duration: 120,
        first_to: 3,
        match_group: 'Playoffs',
        round: requireItem(DOUBLE_ELIMINATION_8.rounds, n - 1),
        match_number: n,
        placeholder_right: slotTeams.length === 1 && slot1.team !== null,
        slot_1_source: slot1.source,
        slot_2_source: slot2.source,
      });
      for (const feeder of planned.feeders)
        ctx.store.refer(match, 'feeder_matches', requireItem(bracketMatches, feeder - 1));
      ctx.store.link(bracket, 'ordered_matches', match, 'brackets');
      const [team1, team2] = slotTeams;
      if (team1 && team2 && planned.winnerSlot !== null)
        play(match, [team1, team2], startOf(n), planned.winnerSlot);
      bracketMatches.push(match);
      matches.push(match);
    }
    for (const [teamId, rank] of plan.ranks) {
      const team = byId.get(teamId);
      if (team)
        Object.assign(team, {
          ranking_sort: rank.sort,
          ranking_text: rank.text,
          ranking_source: rank.source,
        });
    }
  }
  setEventDates(event, matches);
}

/**
 * Generates a large season for benchmarks (deterministic from `now` and `seed`, like generateDemoSeason): 50
 * events, 800 teams with themes and logos, 4,000 rostered players, 5,000 matches (past ones played, with maps)
 * and 200 double-elimination brackets (RULES c.11), plus an organiser login. Fewer details than the demo: no
 * hero picks, replay codes, broadcasts or community content.
 */
export function generateLargeSeason({ now, seed = 1 }: DemoSeasonOptions): DemoSeason {
  const ctx = createSeasonContext(now, seed, true);
  const size = LARGE_SEASON_SIZE;
  const organiser = addPlayer(ctx, { name: 'Olivia Organiser', role: null, game: 'Overwatch' });
  const teamsPerEvent = size.teamsPerEvent;
  const identities = pickTeamIdentities(ctx.random, size.events * teamsPerEvent);
  const playersPerEvent = teamsPerEvent * size.playersPerTeam;
  const handles = pickPlayerHandles(ctx.random, size.events * playersPerEvent, [
    'Olivia Organiser',
  ]);
  const series = Array.from({ length: SERIES_COUNT }, (_, s) =>
    addSeries(ctx, {
      name: `Castline Open Season ${s + 1}`,
      order: s + 1,
      logoText: `S${s + 1}`,
      hue: s * 70,
      saturation: 60,
      withOriginalDataId: false,
    }),
  );
  for (let e = 0; e < size.events; e += 1) {
    addLargeEvent(
      ctx,
      e,
      requireItem(series, Math.floor((e * SERIES_COUNT) / size.events)),
      identities.slice(e * teamsPerEvent, (e + 1) * teamsPerEvent),
      handles.slice(e * playersPerEvent, (e + 1) * playersPerEvent),
    );
  }
  const users = createDemoUsers(ctx.random, [
    {
      player: organiser,
      role: 'organiser',
      websiteSettings: ['Can edit any event', 'Can edit any match'],
    },
  ]);
  return { records: ctx.store.all(), attachments: [...ctx.attachments], users, presences: [] };
}
