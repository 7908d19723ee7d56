import type {
  BracketRecord,
  EventRecord,
  EventSeriesRecord,
  MatchRecord,
  PlayerRecord,
  TeamRecord,
} from '@castline/contracts';
import { SINGLE_ELIMINATION_4 } from '../brackets/bracket-presets.js';
import { planBracket } from '../brackets/plan-bracket.js';
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
import { DAY, type SeasonContext } from './season-context.js';
import { setEventDates } from './set-event-dates.js';

/** What the rest of the season needs from the finished event. */
export interface WinterInvitational {
  readonly event: EventRecord;
  readonly teams: readonly TeamRecord[];
  readonly players: readonly PlayerRecord[];
  readonly leagueMatches: readonly MatchRecord[];
  readonly playoffMatches: readonly MatchRecord[];
  readonly bracket: BracketRecord;
  readonly champion: TeamRecord;
}

const TIMEZONE = 'Europe/London';
const LEAGUE_HOURS = [18, 19.5, 21];
const FORFEIT_REASON = 'Could not field five players';

/**
 * The finished event: six teams in a double round-robin league (first to 2, one forfeit), then a 4-team
 * single-elimination playoff (first to 3) whose ranks are written to the teams (RULES c.8 step 5).
 */
export function addWinterInvitational(
  ctx: SeasonContext,
  series: EventSeriesRecord,
  identities: readonly TeamIdentity[],
  handles: readonly string[],
): WinterInvitational {
  const { store, random } = ctx;
  const event = addEvent(ctx, {
    name: 'Castline Cup: Winter Invitational',
    short: 'Winter Invitational',
    navbarName: 'Winter Invitational',
    seriesName: 'Castline Cup',
    seriesSubtitle: 'Season 2',
    game: 'Overwatch',
    timezone: TIMEZONE,
    subdomain: null,
    showInEvents: true,
    inProgress: false,
    hue: 205,
    saturation: 70,
    logoText: 'WI',
    about:
      'The Winter Invitational was the second season of the Castline Cup: six invited teams, a five-week ' +
      'double round-robin league and a four-team playoff weekend in London.',
    typeDescription: 'League and playoffs',
    series,
    mapPool: { Control: 3, Hybrid: 2, Escort: 2, Push: 2, Flashpoint: 1, Clash: 1, Assault: 1 },
  });
  event.blocks = createEventBlocks({ standingsGroups: ['League'] });
  const pool = ctx.games.maps.Overwatch.filter((map) => event.map_pool.includes(map.id));
  const players: PlayerRecord[] = [];
  const teams = identities.slice(0, 6).map((identity, index) => {
    const roster = addRoster(ctx, handles.slice(index * 5, index * 5 + 5), 'Overwatch');
    players.push(...roster);
    return addTeam(ctx, { event, identity, players: roster });
  });

  const firstLeg = createRoundRobin(6);
  const rounds = [
    ...firstLeg,
    ...firstLeg.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h])),
  ];
  const forfeitIndex = random.int(0, rounds.length * 3 - 1);
  const leagueMatches: MatchRecord[] = [];
  rounds.forEach((pairs, round) => {
    const week = Math.floor(round / 2) + 1;
    const day = ctx.hour - 95 * DAY + (week - 1) * 7 * DAY + (round % 2) * DAY;
    pairs.forEach(([home, away], p) => {
      const team1 = requireItem(teams, home, 'team');
      const team2 = requireItem(teams, away, 'team');
      const match = addMatch(ctx, event, [team1, team2], {
        name: `Winter Invitational League Match ${leagueMatches.length + 1}`,
        start: new Date(atLocalHour(day, requireItem(LEAGUE_HOURS, p), TIMEZONE)).toISOString(),
        duration: 90,
        first_to: 2,
        match_group: 'League',
        round: `Round ${round + 1}`,
        week,
        week_text: `Week ${week}`,
        match_number: leagueMatches.length + 1,
        slot_1_source: 'hand',
        slot_2_source: 'hand',
      });
      const winnerSlot = pickWinner(ctx, team1.id, team2.id);
      playMatch(ctx, {
        match,
        teams: [team1, team2],
        pool,
        game: 'Overwatch',
        details: true,
        outcome:
          leagueMatches.length === forfeitIndex
            ? { kind: 'forfeit', winnerSlot, reason: FORFEIT_REASON }
            : { kind: 'finished', winnerSlot },
      });
      if (match.maps.length > 0 && random.chance(0.5))
        match.vod = `https://www.youtube.com/watch?v=${random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 11)}`;
      leagueMatches.push(match);
    });
  });

  const seeds = rankByResults(teams, leagueMatches);
  const bracket = store.create('bracket', {
    name: 'Playoffs',
    key: 'winter-playoffs',
    bracket_layout: JSON.stringify(SINGLE_ELIMINATION_4.layout),
    show_times: true,
    associated_match_group: 'League',
  });
  store.link(bracket, 'events', event, 'brackets');
  const seed = (place: number): string => requireItem(seeds, place - 1, 'seed').id;
  const plan = planBracket(
    SINGLE_ELIMINATION_4.layout,
    3,
    bracket.id,
    { 1: [seed(1), seed(4)], 2: [seed(2), seed(3)] },
    (_n, t1, t2) => pickWinner(ctx, t1, t2),
  );
  const byId = new Map(teams.map((team) => [team.id, team]));
  const playoffMatches: MatchRecord[] = [];
  const playoffDay = ctx.hour - 52 * DAY;
  for (const planned of plan.matches) {
    const n = planned.number;
    const [team1, team2] = planned.slots.map((slot) => byId.get(slot.team ?? '') as TeamRecord);
    if (!team1 || !team2 || planned.winnerSlot === null)
      throw new Error('Demo season: winter playoffs incomplete');
    const start =
      n === 3
        ? atLocalHour(playoffDay + DAY, 19, TIMEZONE)
        : atLocalHour(playoffDay, n === 1 ? 17 : 20, TIMEZONE);
    const match = addMatch(ctx, event, [team1, team2], {
      name: `Winter Invitational Playoffs Match ${n}`,
      start: new Date(start).toISOString(),
      duration: 150,
      first_to: 3,
      match_group: 'Playoffs',
      round: requireItem(SINGLE_ELIMINATION_4.rounds, n - 1, 'round'),
      match_number: n,
      slot_1_source: requireItem(planned.slots, 0).source,
      slot_2_source: requireItem(planned.slots, 1).source,
      vod: `https://www.twitch.tv/videos/${random.int(2_000_000_000, 2_999_999_999)}`,
    });
    for (const feeder of planned.feeders)
      store.refer(match, 'feeder_matches', requireItem(playoffMatches, feeder - 1, 'feeder'));
    store.link(bracket, 'ordered_matches', match, 'brackets');
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
        random.int(0, 4),
        'mvp',
      ),
    ];
    playoffMatches.push(match);
  }
  for (const [teamId, rank] of plan.ranks) {
    const team = byId.get(teamId);
    if (team) {
      team.ranking_sort = rank.sort;
      team.ranking_text = rank.text;
      team.ranking_source = rank.source;
    }
  }
  const final = requireItem(plan.matches, 2, 'final');
  const champion = byId.get(requireItem(final.slots, (final.winnerSlot ?? 1) - 1).team ?? '');
  if (!champion) throw new Error('Demo season: no winter champion');
  setEventDates(event, [...leagueMatches, ...playoffMatches]);
  return { event, teams, players, leagueMatches, playoffMatches, bracket, champion };
}
