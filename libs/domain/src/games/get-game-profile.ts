import { DEFAULT_GAME_PROFILE, GAME_NAMES, GAME_PROFILES } from './game-profile.js';
import type { GameName, GameProfile } from './game-profile.js';

/** True when the text names one of the five profiled games (exact spelling). */
function isGameName(game: string): game is GameName {
  return (GAME_NAMES as readonly string[]).includes(game);
}

/** The game profile of RULES.md (e) for a game; unknown or missing games get the defaults. */
export function getGameProfile(game: string | null | undefined): GameProfile {
  if (game && isGameName(game)) return GAME_PROFILES[game];
  return DEFAULT_GAME_PROFILE;
}
