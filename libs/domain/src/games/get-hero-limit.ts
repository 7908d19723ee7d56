import type { PickBanKind, PickBanStep } from '../results/pick-ban-step.js';
import type { GameProfile } from './game-profile.js';

/**
 * RULES.md (e): how many heroes a team may pick, ban or protect on a map. Picks use the profile's default hero pick
 * count; bans use the default hero ban count when the profile sets one, else the team's ban steps in the pick/ban
 * order; protects always come from the order.
 */
export function getHeroLimit(
  profile: GameProfile,
  kind: PickBanKind,
  steps: readonly PickBanStep[],
  team: 1 | 2,
): number {
  if (kind === 'pick') return profile.defaultHeroPickCount;
  if (kind === 'ban' && profile.defaultHeroBanCount !== null) return profile.defaultHeroBanCount;
  return steps.filter((step) => step.kind === kind && step.team === team).length;
}
