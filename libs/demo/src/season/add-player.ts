import type { PlayerRecord } from '@castline/contracts';
import { PRONOUN_OPTIONS, type GameName } from '@castline/domain';
import { PRONUNCIATIONS } from '../catalog/name-pools.js';
import type { SeasonContext } from './season-context.js';

/** A player to create: display name, profile role (Tank / DPS / Support / Flex, or null for crew) and main game. */
export interface PlayerInput {
  readonly name: string;
  readonly role: string | null;
  readonly game: GameName | null;
}

const ALL_ROLES = ['Tank', 'DPS', 'Support'];

/**
 * Creates a Player record (public-site §3) with a Battletag ('Name#1234'), the game's username field, profile
 * options from the spec lists (pronouns, role) and, for some, an Overwatch favourite hero (RULES (a) profile).
 */
export function addPlayer(ctx: SeasonContext, input: PlayerInput): PlayerRecord {
  const { random } = ctx;
  const tagName = input.name.replace(/[^A-Za-z0-9]/g, '');
  const verified = random.chance(0.35);
  const player = ctx.store.create('player', {
    name: input.name,
    role: input.role,
    verified,
    pro: verified && random.chance(0.3),
    battletag: `${tagName}#${random.int(1000, 99999)}`,
    pronouns: random.chance(0.75) ? random.pick(PRONOUN_OPTIONS) : null,
    pronunciation: PRONUNCIATIONS[input.name] ?? null,
    eligible_roles:
      input.role === null ? [] : input.role === 'Flex' ? [...ALL_ROLES] : [input.role],
  });
  if (input.game === 'Marvel Rivals') player.marvel_rivals_username = tagName;
  if (input.game === 'Valorant' || input.game === 'League of Legends') {
    player.riot_id = `${tagName}#${random.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}${random.int(1, 9)}`;
  }
  if (input.game === 'Deadlock') player.steam_id = String(random.int(10_000_000, 99_999_999));
  if (random.chance(0.6)) {
    const heroes = ctx.games.heroes.Overwatch.filter(
      (hero) => input.role === null || input.role === 'Flex' || hero.role === input.role,
    );
    if (heroes.length > 0) ctx.store.refer(player, 'favourite_hero', random.pick(heroes));
  }
  return player;
}
