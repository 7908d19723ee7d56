import type {
  EventRecord,
  EventSeriesRecord,
  MatchRecord,
  PlayerRecord,
  TeamRecord,
} from '@castline/contracts';
import { addEvent } from './add-event.js';
import { addMatch } from './add-match.js';
import { addTeam } from './add-team.js';
import { atLocalHour } from './at-local-hour.js';
import type { TeamIdentity } from './pick-team-identities.js';
import { pickWinner } from './pick-winner.js';
import { playMatch } from './play-match.js';
import { requireItem } from './require-item.js';
import { DAY, type SeasonContext } from './season-context.js';
import { setEventDates } from './set-event-dates.js';

/** What the rest of the season needs from the hidden event. */
export interface ScrimNight {
  readonly event: EventRecord;
  readonly teams: readonly TeamRecord[];
  readonly matches: readonly MatchRecord[];
}

const TIMEZONE = 'America/New_York';

/**
 * A hidden event (show_in_events false, so it stays off /events and upcoming matches; RULES (k)): two scrim
 * teams made of returning players (who are then members of two teams), one played match and two upcoming.
 */
export function addScrimNight(
  ctx: SeasonContext,
  series: EventSeriesRecord,
  identities: readonly TeamIdentity[],
  returningPlayers: readonly PlayerRecord[],
): ScrimNight {
  const event = addEvent(ctx, {
    name: 'Community Clash: Scrim Night',
    short: 'Scrim Night',
    navbarName: 'Scrim Night',
    seriesName: 'Community Clash',
    seriesSubtitle: null,
    game: 'Overwatch',
    timezone: TIMEZONE,
    subdomain: null,
    showInEvents: false,
    inProgress: false,
    hue: 262,
    saturation: 25,
    logoText: 'SN',
    about:
      'Practice matches between returning Winter Invitational players. Not listed on the events page.',
    typeDescription: 'Practice',
    series,
    mapPool: { Control: 2, Hybrid: 1, Escort: 1, Push: 1 },
  });
  const pool = ctx.games.maps.Overwatch.filter((map) => event.map_pool.includes(map.id));
  const players = ctx.random.sample(returningPlayers, 10);
  const teams = identities
    .slice(0, 2)
    .map((identity, index) =>
      addTeam(ctx, { event, identity, players: players.slice(index * 5, index * 5 + 5) }),
    );
  const [team1, team2] = [requireItem(teams, 0), requireItem(teams, 1)];
  const matches = [-5, 2, 9].map((days, index) =>
    addMatch(ctx, event, [team1, team2], {
      name: `Scrim Night ${index + 1}`,
      start: new Date(atLocalHour(ctx.hour + days * DAY, 21, TIMEZONE)).toISOString(),
      duration: 150,
      first_to: 3,
      match_group: 'Scrims',
      match_number: index + 1,
      slot_1_source: 'hand',
      slot_2_source: 'hand',
    }),
  );
  playMatch(ctx, {
    match: requireItem(matches, 0),
    teams: [team1, team2],
    pool,
    game: 'Overwatch',
    details: true,
    outcome: { kind: 'finished', winnerSlot: pickWinner(ctx, team1.id, team2.id) },
  });
  setEventDates(event, matches);
  return { event, teams, matches };
}
