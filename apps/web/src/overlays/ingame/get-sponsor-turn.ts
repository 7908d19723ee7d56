/** Which sponsor shows and for how long more. */
export interface SponsorTurn {
  /** Index into the sponsor list (0 without sponsors). */
  readonly index: number;
  /** ms until the next sponsor (null: nothing rotates, with fewer than two sponsors). */
  readonly msUntilNext: number | null;
}

/**
 * The sponsor rotation of the HUD (sponsorSpeed): each sponsor shows for `speedMs`, in list order, then the first
 * again; `elapsedMs` counts from the moment the rotation started (the HUD's mount). One sponsor stays; none shows
 * nothing.
 */
export function getSponsorTurn(count: number, speedMs: number, elapsedMs: number): SponsorTurn {
  if (count < 2 || speedMs <= 0) return { index: 0, msUntilNext: null };
  const elapsed = Math.max(0, elapsedMs);
  const turn = Math.floor(elapsed / speedMs);
  return { index: turn % count, msUntilNext: (turn + 1) * speedMs - elapsed };
}
