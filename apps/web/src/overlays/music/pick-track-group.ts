/** A track group as the music overlay reads it (contracts track_group). */
export interface MusicTrackGroup {
  readonly id: string;
  readonly name?: string | null;
  readonly role?: string | null;
  readonly tracks?: string | null;
}

const same = (a: string | null | undefined, b: string): boolean =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The track group the music overlay plays (OVERLAYS §1 music "group / role"), among the broadcast's
 * track_group_roles in order: with `group`, the one of that id or name (any case); else with `role`, the first of
 * that role; else the first that has tracks (`hasTracks`). Null when none matches.
 */
export function pickTrackGroup<G extends MusicTrackGroup>(
  groups: readonly G[],
  choice: { readonly group: string | null; readonly role: string | null },
  hasTracks: (group: G) => boolean,
): G | null {
  const { group, role } = choice;
  if (group)
    return groups.find((g) => g.id === group) ?? groups.find((g) => same(g.name, group)) ?? null;
  if (role) return groups.find((g) => same(g.role, role)) ?? null;
  return groups.find(hasTracks) ?? null;
}
