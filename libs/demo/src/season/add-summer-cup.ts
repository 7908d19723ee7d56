import type { EventRecord, EventSeriesRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import { addEvent } from './add-event.js';
import { addMatch } from './add-match.js';
import { addRoster } from './add-roster.js';
import { addTeam } from './add-team.js';
import { atLocalHour } from './at-local-hour.js';
import { createEventBlocks } from './create-event-blocks.js';
import { createRoundRobin } from './create-round-robin.js';
import type { TeamIdentity } from './pick-team-identities.js';
import { requireItem } from './require-item.js';
import { DAY, type SeasonContext } from './season-context.js';
import { setEventDates } from './set-event-dates.js';

/** What the rest of the season needs from the upcoming event. */
export interface SummerCup {
  readonly event: EventRecord;
  readonly teams: readonly TeamRecord[];
  readonly matches: readonly MatchRecord[];
}

const TIMEZONE = 'America/Los_Angeles';
const SIGNUP_NOTES = [
  'Happy to flex where the team needs me.',
  'Available most weeknights after 6pm Pacific.',
  'Shotcalled for my last two teams.',
  'Looking for a team that scrims twice a week.',
  null,
];

/**
 * The upcoming event: four teams signed up (public-site §3 signup data for each player) and a round-robin group
 * whose matches all start more than a week from now, each with a reschedule window (RULES (h)).
 */
export function addSummerCup(
  ctx: SeasonContext,
  series: EventSeriesRecord,
  identities: readonly TeamIdentity[],
  handles: readonly string[],
): SummerCup {
  const { store, random } = ctx;
  const event = addEvent(ctx, {
    name: 'Community Clash: Summer Cup',
    short: 'Summer Cup',
    navbarName: 'Summer Cup',
    seriesName: 'Community Clash',
    seriesSubtitle: null,
    game: 'Overwatch',
    timezone: TIMEZONE,
    subdomain: null,
    showInEvents: true,
    inProgress: false,
    hue: 28,
    saturation: 90,
    logoText: 'SC',
    about:
      'The Summer Cup is an open community tournament. Sign up as a player; captains draft their teams before the ' +
      'first match day. Matches are first to 2 and can be rescheduled within three days either side of the ' +
      'listed time.',
    typeDescription: 'Community round robin',
    series,
    mapPool: { Control: 2, Hybrid: 2, Escort: 2, Push: 1, Flashpoint: 1 },
  });
  event.blocks = createEventBlocks({
    score: { use: true, opponentApprove: true, staffApprove: true, showHeroPicks: false },
    rescheduling: { use: true, opponentApprove: true, staffApprove: false },
    standingsGroups: ['Group Stage'],
    draft: true,
  });
  const teams = identities.slice(0, 4).map((identity, index) => {
    const players = addRoster(ctx, handles.slice(index * 5, index * 5 + 5), 'Overwatch');
    for (const player of players) {
      const sr = random.int(25, 45) * 100;
      const signup = store.create('signup', {
        main_role: player.role,
        sr,
        tank_sr: sr + random.int(-4, 4) * 100,
        dps_sr: sr + random.int(-4, 4) * 100,
        support_sr: sr + random.int(-4, 4) * 100,
        info_for_captains: random.pick(SIGNUP_NOTES),
        eligible_roles: [...player.eligible_roles],
      });
      store.link(signup, 'event', event, 'signup_data');
      store.link(signup, 'player', player, 'signup_data');
      player.composition_tank_sr = signup.tank_sr;
      player.composition_dps_sr = signup.dps_sr;
      player.composition_support_sr = signup.support_sr;
    }
    return addTeam(ctx, { event, identity, players });
  });

  const matches: MatchRecord[] = [];
  createRoundRobin(4).forEach((pairs, round) => {
    pairs.forEach(([home, away], p) => {
      const start = atLocalHour(ctx.hour + (12 + 7 * round) * DAY, p === 0 ? 17 : 19, TIMEZONE);
      matches.push(
        addMatch(ctx, event, [requireItem(teams, home), requireItem(teams, away)], {
          name: `Summer Cup Group Stage Match ${matches.length + 1}`,
          start: new Date(start).toISOString(),
          earliest_start: new Date(start - 3 * DAY).toISOString(),
          latest_start: new Date(start + 3 * DAY).toISOString(),
          duration: 90,
          first_to: 2,
          match_group: 'Group Stage',
          round: `Round ${round + 1}`,
          week: round + 1,
          week_text: `Week ${round + 1}`,
          match_number: matches.length + 1,
          slot_1_source: 'hand',
          slot_2_source: 'hand',
        }),
      );
    });
  });
  setEventDates(event, matches);
  return { event, teams, matches };
}
