/**
 * Matches ordered by start ('asc' soonest first, 'desc' latest first); matches without a start go last either
 * way, then by match number. Never mutates.
 */
export function sortMatchesByStart<
  M extends { readonly start?: string | null; readonly match_number?: number | null },
>(matches: readonly M[], direction: 'asc' | 'desc'): M[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...matches].sort((a, b) => {
    const ta = a.start ? Date.parse(a.start) : Number.NaN;
    const tb = b.start ? Date.parse(b.start) : Number.NaN;
    const aMissing = Number.isNaN(ta);
    const bMissing = Number.isNaN(tb);
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    if (!aMissing && ta !== tb) return (ta - tb) * sign;
    return ((a.match_number ?? 0) - (b.match_number ?? 0)) * sign;
  });
}
