import { DEFAULT_TIE_BREAKER_CHAIN, TIE_BREAKER_KEYS, type TieBreakerKey } from './tie-breakers.js';

const KNOWN_KEYS: ReadonlySet<string> = new Set(TIE_BREAKER_KEYS);

function isTieBreakerKey(key: string): key is TieBreakerKey {
  return KNOWN_KEYS.has(key);
}

/**
 * RULES d.3: the chain an entry uses. Unknown keys and repeats are skipped (StandingsEntrySchema rejects
 * them on save); a missing or empty list means the default chain.
 */
export function resolveTieBreakerChain(tieBreakers?: readonly string[] | null): TieBreakerKey[] {
  const chain: TieBreakerKey[] = [];
  for (const key of tieBreakers ?? []) {
    if (isTieBreakerKey(key) && !chain.includes(key)) chain.push(key);
  }
  return chain.length > 0 ? chain : [...DEFAULT_TIE_BREAKER_CHAIN];
}
