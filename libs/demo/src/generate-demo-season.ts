import type { PlayerRecord, StoredRecord } from '@castline/contracts';
import type { DemoSeason, DemoSeasonOptions, DemoStreamPresence } from './demo-types.js';
import { addCommunity } from './season/add-community.js';
import { addCrew, CREW_NAMES } from './season/add-crew.js';
import { addDemoReports } from './season/add-demo-reports.js';
import { addBroadcastExtras } from './season/add-broadcast-extras.js';
import { addProduction } from './season/add-production.js';
import { addRivalsRumble } from './season/add-rivals-rumble.js';
import { addScrimNight } from './season/add-scrim-night.js';
import { addSeries } from './season/add-series.js';
import { addSpringShowdown } from './season/add-spring-showdown.js';
import { addSummerCup } from './season/add-summer-cup.js';
import { addWinterInvitational } from './season/add-winter-invitational.js';
import { createDemoUsers } from './season/create-demo-users.js';
import { createSeasonContext } from './season/create-season-context.js';
import { DEMO_TEAM_PLAYER_NAMES, nameDemoPlayers } from './season/name-demo-players.js';
import { pickPlayerHandles } from './season/pick-player-handles.js';
import { pickTeamIdentities } from './season/pick-team-identities.js';

/** Team count and rostered players: 8 + 6 + 4 (five-player teams) + 4 (six-player Marvel Rivals teams), + 2 scrim teams. */
const TEAM_COUNT = 24;
const HANDLE_COUNT = 114;

/**
 * Generates the demo season (ARCHITECTURE §7 "loads the demo season") deterministically from `now` and `seed`:
 * two series, five events (one in progress on the 'spring' mini-site, one finished, one upcoming, one Marvel
 * Rivals event in no series, one hidden), 24 themed teams with SVG logos, 120 players, 85 matches (one live; four exhibition matches carry open score reports and a reschedule request),
 * brackets, heroes and maps of all five games, news, accolades, signups, two broadcasts, two clients and the demo
 * users. Every record has the stored shape of libs/contracts; `now` is never changed.
 */
export function generateDemoSeason({ now, seed = 1 }: DemoSeasonOptions): DemoSeason {
  const ctx = createSeasonContext(now, seed, true);
  const crew = addCrew(ctx);
  const identities = pickTeamIdentities(ctx.random, TEAM_COUNT);
  const handles = pickPlayerHandles(ctx.random, HANDLE_COUNT, [
    ...Object.values(CREW_NAMES),
    ...DEMO_TEAM_PLAYER_NAMES,
  ]);
  const castlineCup = addSeries(ctx, {
    name: 'Castline Cup',
    order: 1,
    logoText: 'CUP',
    hue: 174,
    saturation: 65,
    withOriginalDataId: true,
  });
  const communityClash = addSeries(ctx, {
    name: 'Community Clash',
    order: 2,
    logoText: 'CC',
    hue: 290,
    saturation: 55,
    withOriginalDataId: false,
  });

  const winter = addWinterInvitational(
    ctx,
    castlineCup,
    identities.slice(8, 14),
    handles.slice(40, 70),
  );
  const spring = addSpringShowdown(ctx, castlineCup, identities.slice(0, 8), handles.slice(0, 40));
  const summer = addSummerCup(ctx, communityClash, identities.slice(14, 18), handles.slice(70, 90));
  const rivals = addRivalsRumble(ctx, identities.slice(18, 22), handles.slice(90, 114));
  const scrims = addScrimNight(ctx, communityClash, identities.slice(22, 24), winter.players);

  const players = new Map<string, PlayerRecord>();
  for (const record of ctx.store.all())
    if (record.__kind === 'player') players.set(record.id, record);
  const teamPlayers = nameDemoPlayers(spring, players);
  const news = addCommunity(ctx, { crew, spring, winter, summer, rivals, players });
  const production = addProduction(ctx, { crew, spring, winter, summer, rivals, scrims, news });

  const users = createDemoUsers(ctx.random, [
    {
      player: crew.organiser,
      role: 'organiser',
      websiteSettings: ['Can edit any event', 'Can edit any match'],
    },
    { player: crew.staff, role: 'staff' },
    { player: crew.producer, role: 'producer' },
    { player: teamPlayers.captains[0], role: 'captain' },
    { player: teamPlayers.captains[1], role: 'captain' },
    { player: teamPlayers.player, role: 'player' },
  ]);
  // After the users, so the reports' record ids (drawn from the PRNG) leave every earlier draw as it was.
  addDemoReports(ctx, spring, crew.staff);
  // Last of all, for the same reason: the overlays' production extras (issue 15 item 4).
  addBroadcastExtras(ctx, { crew, spring, production, news });
  return {
    records: ctx.store.all(),
    attachments: [...ctx.attachments],
    users,
    presences: livePresences(ctx.store.all(), spring.liveMatch.teams),
  };
}

/** One streaming player per team of the live match, their stream titles naming their team (community streams). */
function livePresences(
  records: readonly StoredRecord[],
  teamIds: readonly string[],
): DemoStreamPresence[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return teamIds.flatMap((teamId) => {
    const team = byId.get(teamId);
    if (team?.__kind !== 'team') return [];
    const player = byId.get(team.players[0] ?? '');
    if (player?.__kind !== 'player' || !player.name) return [];
    const channel = player.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    return [
      {
        player_id: player.id,
        url: `https://www.twitch.tv/${channel}`,
        title: `${team.name ?? ''} POV | Spring Showdown playoffs`,
      },
    ];
  });
}
