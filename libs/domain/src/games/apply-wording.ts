import { DEFAULT_WORDING } from './game-profile.js';
import type { GameProfile } from './game-profile.js';

/** The profile's wording for a key (RULES.md (e) wording overrides), else the default wording, else the key. */
export function applyWording(profile: GameProfile, key: string): string {
  return profile.wording[key] ?? DEFAULT_WORDING[key] ?? key;
}
