import type { PlayerListingEntry } from './listing-types.js';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Players as /players lists them (public-site §2): verified first, then alphabetical by name. Never mutates. */
export function sortPlayers(players: readonly PlayerListingEntry[]): PlayerListingEntry[] {
  return [...players].sort((a, b) => {
    if (a.verified !== b.verified) return a.verified ? -1 : 1;
    return collator.compare(a.name.trim(), b.name.trim()) || a.id.localeCompare(b.id);
  });
}
