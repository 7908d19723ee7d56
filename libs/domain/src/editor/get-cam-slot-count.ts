import { getGameProfile } from '../games/get-game-profile.js';

/** Spec broadcast §4, RULES.md (e): cam slots per team are the game's player count (5 by default, 6 for some games). */
export function getCamSlotCount(game: string | null | undefined): number {
  return getGameProfile(game).playerCount;
}
