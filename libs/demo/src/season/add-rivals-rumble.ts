import type { EventRecord, MatchRecord, TeamRecord } from '@castline/contracts';
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
import { requireItem } from './require-item.js';
import { DAY, type SeasonContext } from './season-context.js';
import { setEventDates } from './set-event-dates.js';

/** What the rest of the season needs from the Marvel Rivals event. */
export interface RivalsRumble {
  readonly event: EventRecord;
  readonly teams: readonly TeamRecord[];
  readonly matches: readonly MatchRecord[];
}

const TIMEZONE = 'Europe/Berlin';
const ROUND_DAYS = [-20, -16, -12, -6, 1, 4];
const PLAYED_ROUNDS = 4;

/**
 * The Marvel Rivals event, in no series: four six-player teams in a double round robin. Four rounds are played
 * (maps with replay codes, public flags and hero bans/picks by the Marvel Rivals profile), two are coming up.
 */
export function addRivalsRumble(
  ctx: SeasonContext,
  identities: readonly TeamIdentity[],
  handles: readonly string[],
): RivalsRumble {
  const event = addEvent(ctx, {
    name: 'Rivals Rumble',
    short: 'Rivals Rumble',
    navbarName: 'Rumble',
    seriesName: null,
    seriesSubtitle: null,
    game: 'Marvel Rivals',
    timezone: TIMEZONE,
    subdomain: null,
    showInEvents: true,
    inProgress: false,
    hue: 352,
    saturation: 80,
    logoText: 'RR',
    about:
      'Rivals Rumble is a Marvel Rivals league for European teams: a double round robin, first to 2, played on ' +
      'Tuesday and Friday evenings (Central European Time).',
    typeDescription: 'Double round robin',
    series: null,
    mapPool: { Control: 2, Escort: 2, Hybrid: 3 },
  });
  event.blocks = createEventBlocks({
    score: { use: true, opponentApprove: true, allowForfeits: true },
    standingsGroups: ['Regular Season'],
  });
  const pool = ctx.games.maps['Marvel Rivals'].filter((map) => event.map_pool.includes(map.id));
  const teams = identities.slice(0, 4).map((identity, index) =>
    addTeam(ctx, {
      event,
      identity,
      players: addRoster(ctx, handles.slice(index * 6, index * 6 + 6), 'Marvel Rivals'),
    }),
  );
  const firstLeg = createRoundRobin(4);
  const rounds = [
    ...firstLeg,
    ...firstLeg.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h])),
  ];
  const matches: MatchRecord[] = [];
  rounds.forEach((pairs, round) => {
    pairs.forEach(([home, away], p) => {
      const team1 = requireItem(teams, home);
      const team2 = requireItem(teams, away);
      const start = atLocalHour(
        ctx.hour + requireItem(ROUND_DAYS, round) * DAY,
        p === 0 ? 19 : 21,
        TIMEZONE,
      );
      const match = addMatch(ctx, event, [team1, team2], {
        name: `Rivals Rumble Match ${matches.length + 1}`,
        start: new Date(start).toISOString(),
        duration: 90,
        first_to: 2,
        match_group: 'Regular Season',
        round: `Round ${round + 1}`,
        week: round + 1,
        week_text: `Week ${round + 1}`,
        match_number: matches.length + 1,
        slot_1_source: 'hand',
        slot_2_source: 'hand',
      });
      if (round < PLAYED_ROUNDS) {
        playMatch(ctx, {
          match,
          teams: [team1, team2],
          pool,
          game: 'Marvel Rivals',
          details: true,
          outcome: { kind: 'finished', winnerSlot: pickWinner(ctx, team1.id, team2.id) },
        });
      }
      matches.push(match);
    });
  });
  setEventDates(event, matches);
  return { event, teams, matches };
}
