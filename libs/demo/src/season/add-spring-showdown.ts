import type {
  BracketRecord,
  EventRecord,
  EventSeriesRecord,
  MapSetRecord,
  MatchRecord,
  TeamRecord,
} from '@castline/contracts';
import { DOUBLE_ELIMINATION_8 } from '../brackets/bracket-presets.js';
import { planBracket } from '../brackets/plan-bracket.js';
import { DEMO_SUBDOMAIN } from '../demo-types.js';
import { DEMO_RESCHEDULE_SWITCHES, DEMO_SCORE_SWITCHES } from './add-demo-reports.js';
import { addEvent } from './add-event.js';
import { addMatch } from './add-match.js';
import { addRoster } from './add-roster.js';
import { addTeam } from './add-team.js';
import { atLocalHour } from './at-local-hour.js';
import { createEventBlocks } from './create-event-blocks.js';
import { createRoundRobin } from './create-round-robin.js';
import type { TeamIdentity } from './pick-team-identities.js';
import { pickWinner } from './pick-winner.js';
import { playMatch } from './play-match.js';
import { rankByResults } from './rank-by-results.js';
import { requireItem } from './require-item.js';
import { DAY, HOUR, MINUTE, type SeasonContext } from './season-context.js';
import { setEventDates } from './set-event-dates.js';

/** What the rest of the season needs from the in-progress event. */
export interface SpringShowdown {
  readonly event: EventRecord;
  readonly teams: readonly TeamRecord[];
  readonly groupMatches: readonly MatchRecord[];
  readonly bracket: BracketRecord;
  /** Playoff matches by bracket number (index N − 1). */
  readonly bracketMatches: readonly MatchRecord[];
  readonly showmatch: MatchRecord;
  readonly liveMatch: MatchRecord;
  /** The upcoming playoff match whose two teams are already known (the captains' match). */
  readonly captainsMatch: MatchRecord;
  readonly mapSet: MapSetRecord;
}

const TIMEZONE = 'America/New_York';
const GROUPS = ['Group A', 'Group B'] as const;
const GROUP_DAYS = [-17, -14, -10];
const GROUP_HOURS = [16, 17.5, 19, 20.5];
const LIVE_NUMBER = 8;
/** Notification channels of the in-progress event (RULES (h) logging, fake chat channel ids). */
const LOGGING_KEYS = [
  'captainNotifications',
  'staffApprovalNotifications',
  'staffScoreReport',
  'staffCompletedScoreReport',
  'postMatchReports',
  'matchTimeChanges',
  'publicRosterChanges',
];
const CAPTAINS_NUMBER = 10;

/** Start of playoff match N relative to now: day 1 (a day or two ago), today's matches, the finals next week. */
function playoffStart(ctx: SeasonContext, number: number): number {
  // Day 1 is the local day 36 hours back, so its last match ends well before today's first one.
  if (number <= 6) return atLocalHour(ctx.now - 36 * HOUR, 11 + (number - 1) * 2, TIMEZONE);
  if (number === 7) return ctx.fiveMinutes - 165 * MINUTE;
  if (number === LIVE_NUMBER) return ctx.fiveMinutes - 45 * MINUTE;
  if (number === CAPTAINS_NUMBER) return ctx.hour + 3 * HOUR;
  if (number === 9) return atLocalHour(ctx.hour + DAY, 18, TIMEZONE);
  if (number === 11) return atLocalHour(ctx.hour + DAY, 20.5, TIMEZONE);
  return atLocalHour(ctx.hour + 8 * DAY, 14 + (number - 12) * 2.5, TIMEZONE);
}

function playoffDay(number: number): string {
  if (number <= 6) return 'Day 1';
  if (number === 9 || number === 11) return 'Day 3';
  return number <= 10 ? 'Day 2' : 'Finals Day';
}

/**
 * The in-progress event (the demo's centre): a 'spring' mini-site, eight teams in two round-robin groups
 * (finished), then an 8-team double-elimination playoff (RULES c.11) with yesterday's results, one live match,
 * a match later today and the finals more than a week out, plus a special showmatch.
 */
export function addSpringShowdown(
  ctx: SeasonContext,
  series: EventSeriesRecord,
  identities: readonly TeamIdentity[],
  handles: readonly string[],
): SpringShowdown {
  const { store } = ctx;
  const event = addEvent(ctx, {
    name: 'Castline Cup: Spring Showdown',
    short: 'Spring Showdown',
    navbarName: 'Spring Showdown',
    seriesName: 'Castline Cup',
    seriesSubtitle: 'Season 3',
    game: 'Overwatch',
    timezone: TIMEZONE,
    subdomain: DEMO_SUBDOMAIN,
    showInEvents: true,
    inProgress: true,
    hue: 140,
    saturation: 55,
    logoText: 'SS',
    about:
      'The Spring Showdown is the third season of the Castline Cup.\n\n' +
      'Eight teams play a round-robin group stage in two groups of four (first to 2). Every team advances to the ' +
      'double-elimination playoffs, seeded by group placement. Playoff matches are first to 3.\n\n' +
      'Matches are played on the listed start times (Eastern Time). Captains report scores on the match page; ' +
      'the opposing captain confirms them.',
    typeDescription: 'Group stage and double-elimination playoffs',
    series,
    mapPool: { Control: 3, Hybrid: 3, Escort: 2, Push: 2, Flashpoint: 2, Clash: 1 },
  });
  event.blocks = createEventBlocks({
    score: { ...DEMO_SCORE_SWITCHES, allowForfeits: true },
    rescheduling: DEMO_RESCHEDULE_SWITCHES,
    standingsGroups: GROUPS,
    logging: {
      ...Object.fromEntries(
        LOGGING_KEYS.map((key) => [key, `1${ctx.random.chars('0123456789', 18)}`]),
      ),
      // Staff hear of a reschedule request while the opponent still has to answer (RULES b.7).
      sendStaffPreapprovalNotifications: true,
    },
    extendedStaffPage: true,
  });
  const pool = ctx.games.maps.Overwatch.filter((map) => event.map_pool.includes(map.id));
  const mapSet = store.create('map_set', { name: 'Spring Showdown map pool' });
  for (const map of pool) store.refer(mapSet, 'maps', map);

  const teams = identities.slice(0, 8).map((identity, index) =>
    addTeam(ctx, {
      event,
      identity,
      players: addRoster(ctx, handles.slice(index * 5, index * 5 + 5), 'Overwatch'),
    }),
  );

  const groupMatches: MatchRecord[] = [];
  const groupTeams = GROUPS.map((_, g) => teams.slice(g * 4, g * 4 + 4));
  createRoundRobin(4).forEach((pairs, round) => {
    GROUPS.forEach((group, g) => {
      pairs.forEach(([home, away], p) => {
        const team1 = requireItem(requireItem(groupTeams, g, 'group'), home, 'team');
        const team2 = requireItem(requireItem(groupTeams, g, 'group'), away, 'team');
        const start = atLocalHour(
          ctx.hour + requireItem(GROUP_DAYS, round) * DAY,
          requireItem(GROUP_HOURS, g * 2 + p),
          TIMEZONE,
        );
        const match = addMatch(ctx, event, [team1, team2], {
          name: `Spring Showdown ${group} Match ${groupMatches.length + 1}`,
          start: new Date(start).toISOString(),
          duration: 90,
          first_to: 2,
          match_group: group,
          sub_event: 'Group Stage',
          round: `Round ${round + 1}`,
          week: round + 1,
          week_text: `Week ${round + 1}`,
          match_number: groupMatches.length + 1,
          slot_1_source: 'hand',
          slot_2_source: 'hand',
        });
        playMatch(ctx, {
          match,
          teams: [team1, team2],
          pool,
          game: 'Overwatch',
          details: true,
          outcome: { kind: 'finished', winnerSlot: pickWinner(ctx, team1.id, team2.id) },
        });
        groupMatches.push(match);
      });
    });
  });

  const [a, b] = groupTeams.map((group) => rankByResults(group, groupMatches));
  const seed = (list: TeamRecord[] | undefined, place: number): TeamRecord =>
    requireItem(list ?? [], place - 1, 'seed');
  const bracket = store.create('bracket', {
    name: 'Playoffs',
    key: 'playoffs',
    bracket_layout: JSON.stringify(DOUBLE_ELIMINATION_8.layout),
    show_times: true,
    show_broadcasts: true,
  });
  store.link(bracket, 'events', event, 'brackets');
  const plan = planBracket(
    DOUBLE_ELIMINATION_8.layout,
    14,
    bracket.id,
    {
      1: [seed(a, 1).id, seed(b, 4).id],
      2: [seed(b, 2).id, seed(a, 3).id],
      3: [seed(b, 1).id, seed(a, 4).id],
      4: [seed(a, 2).id, seed(b, 3).id],
    },
    (number, team1, team2) => (number < LIVE_NUMBER ? pickWinner(ctx, team1, team2) : null),
  );
  const byId = new Map(teams.map((team) => [team.id, team]));
  const bracketMatches: MatchRecord[] = [];
  for (const planned of plan.matches) {
    const n = planned.number;
    const [slot1, slot2] = planned.slots;
    const slotTeams = [slot1.team, slot2.team].flatMap((id) =>
      id === null ? [] : [byId.get(id) as TeamRecord],
    );
    const start = playoffStart(ctx, n);
    const match = addMatch(ctx, event, slotTeams, {
      name: `Spring Showdown Playoffs Match ${n}`,
      start: new Date(start).toISOString(),
      duration: 150,
      first_to: 3,
      match_group: 'Playoffs',
      sub_event: 'Playoffs',
      round: requireItem(DOUBLE_ELIMINATION_8.rounds, n - 1, 'round'),
      day: playoffDay(n),
      match_number: n,
      placeholder_right: slotTeams.length === 1 && slot1.team !== null,
      slot_1_source: slot1.source,
      slot_2_source: slot2.source,
      live: n === LIVE_NUMBER,
    });
    if (n === CAPTAINS_NUMBER) {
      match.earliest_start = new Date(ctx.hour + HOUR).toISOString();
      match.latest_start = new Date(ctx.hour + 2 * DAY).toISOString();
    }
    store.refer(match, 'map_set', mapSet);
    for (const feeder of planned.feeders)
      store.refer(match, 'feeder_matches', requireItem(bracketMatches, feeder - 1, 'feeder'));
    store.link(bracket, 'ordered_matches', match, 'brackets');
    const [team1, team2] = slotTeams;
    if (team1 && team2 && planned.winnerSlot !== null) {
      playMatch(ctx, {
        match,
        teams: [team1, team2],
        pool,
        game: 'Overwatch',
        details: true,
        outcome: { kind: 'finished', winnerSlot: planned.winnerSlot },
      });
      match.mvp = [
        requireItem(
          requireItem([team1, team2], planned.winnerSlot - 1).players,
          ctx.random.int(0, 4),
          'mvp',
        ),
      ];
    } else if (team1 && team2 && n === LIVE_NUMBER) {
      playMatch(ctx, {
        match,
        teams: [team1, team2],
        pool,
        game: 'Overwatch',
        details: true,
        outcome: { kind: 'live', wins: [1, 1] },
      });
    }
    bracketMatches.push(match);
  }
  for (const [teamId, rank] of plan.ranks) {
    const team = byId.get(teamId);
    if (team) {
      team.ranking_sort = rank.sort;
      team.ranking_text = rank.text;
      team.ranking_source = rank.source;
    }
  }

  const showmatch = addMatch(ctx, event, [], {
    name: 'Spring Showdown All-Star Showmatch',
    start: new Date(atLocalHour(ctx.hour + 8 * DAY, 22, TIMEZONE)).toISOString(),
    duration: 90,
    first_to: 2,
    special_event: true,
    custom_name: 'All-Star Showmatch',
    placeholder_teams: 'Team Sunrise|Team Moonlight|SUN|MON',
    match_group: 'Showmatch',
    match_number: 1,
    sub_event: 'Playoffs',
    day: 'Finals Day',
  });

  setEventDates(event, [...groupMatches, ...bracketMatches, showmatch]);
  return {
    event,
    teams,
    groupMatches,
    bracket,
    bracketMatches,
    showmatch,
    liveMatch: requireItem(bracketMatches, LIVE_NUMBER - 1, 'live match'),
    captainsMatch: requireItem(bracketMatches, CAPTAINS_NUMBER - 1, 'captains match'),
    mapSet,
  };
}
