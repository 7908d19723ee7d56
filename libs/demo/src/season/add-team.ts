import type { EventRecord, PlayerRecord, TeamRecord } from '@castline/contracts';
import type { TeamIdentity } from './pick-team-identities.js';
import { addTheme } from './add-theme.js';
import type { SeasonContext } from './season-context.js';

/** A team to create for an event, with its roster (the first player is the captain). */
export interface TeamInput {
  readonly event: EventRecord;
  readonly identity: TeamIdentity;
  readonly players: readonly PlayerRecord[];
}

/**
 * Creates a Team (public-site §3) with its own theme and logos, links it to its event and links its roster on
 * both sides (players ↔ member_of, captains ↔ captain_of, owners ↔ owned_teams, brand_designers ↔ brands_designed).
 */
export function addTeam(ctx: SeasonContext, input: TeamInput): TeamRecord {
  const { random, store } = ctx;
  const { identity } = input;
  const theme = addTheme(ctx, {
    name: identity.name,
    logoText: identity.code,
    hue: identity.hue,
    saturation: identity.saturation,
  });
  const team = store.create('team', {
    name: identity.name,
    code: identity.code,
    safe_twitch_name: identity.name,
  });
  store.link(team, 'theme', theme, 'teams');
  store.link(team, 'event', input.event, 'teams');
  for (const player of input.players) {
    store.link(team, 'players', player, 'member_of');
    if (random.chance(0.25)) store.refer(player, 'profile_picture_theme', theme);
  }
  const captain = input.players[0];
  if (captain) {
    store.link(team, 'captains', captain, 'captain_of');
    if (random.chance(0.35)) store.link(team, 'owners', captain, 'owned_teams');
  }
  const designer = input.players[input.players.length - 1];
  if (designer && random.chance(0.3))
    store.link(team, 'brand_designers', designer, 'brands_designed');
  ctx.strength.set(team.id, 0.5 + random.next());
  return team;
}
