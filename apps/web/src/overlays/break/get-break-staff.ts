/** A match as the Staff slide reads it. */
export interface StaffMatch {
  readonly id: string;
  readonly show_on_overlays?: boolean | null;
  readonly casters?: readonly string[] | null;
  readonly player_relationships?: readonly string[] | null;
}

export const ONLY_LIVE_STAFF = 'Only show live match staff on break';
export const ONLY_PRIMARY_STAFF = 'Only show primary matches staff on break';

/** The casters and crew (player_relationships) the Staff slide shows, each once, in first-seen order. */
export interface BreakStaff {
  readonly casterIds: readonly string[];
  readonly relationshipIds: readonly string[];
}

/**
 * RULES (f) Staff: casters and crew of the broadcast's scheduled matches; only the live match with "Only show live
 * match staff on break"; only primary-overlay matches (show_on_overlays) with "Only show primary matches staff on
 * break" (both settings: the live match, if it is a primary one).
 */
export function getBreakStaff(
  schedule: readonly StaffMatch[],
  liveMatch: StaffMatch | null,
  settings: readonly string[] | null | undefined,
): BreakStaff {
  const flags = new Set(settings ?? []);
  let matches: readonly StaffMatch[] = flags.has(ONLY_LIVE_STAFF)
    ? liveMatch
      ? [liveMatch]
      : []
    : schedule;
  if (flags.has(ONLY_PRIMARY_STAFF)) matches = matches.filter((m) => m.show_on_overlays === true);
  const casters = new Set<string>();
  const relationships = new Set<string>();
  for (const match of matches) {
    for (const id of match.casters ?? []) casters.add(id);
    for (const id of match.player_relationships ?? []) relationships.add(id);
  }
  return { casterIds: [...casters], relationshipIds: [...relationships] };
}

/** A crew relationship as the slide groups it. */
export interface StaffRelationship {
  readonly role: string | null;
  readonly name: string | null;
}

/** One row of the Staff slide: a role and its people. */
export interface StaffRow {
  readonly role: string;
  readonly names: readonly string[];
}

const CASTER_ROLES = new Set(['caster', 'casters', 'commentator']);

/**
 * The Staff slide's rows: the casters first (the matches' casters, joined by crew whose role is Caster), then the
 * other crew grouped by role (singular_name) in first-seen order; each name once per row, nameless entries
 * dropped, crew without a role under "Crew".
 */
export function buildStaffRows(
  casterNames: readonly string[],
  relationships: readonly StaffRelationship[],
  castersLabel: string,
): StaffRow[] {
  const casters: string[] = [];
  const groups = new Map<string, string[]>();
  const add = (list: string[], name: string | null | undefined) => {
    const clean = name?.trim();
    if (clean && !list.includes(clean)) list.push(clean);
  };
  for (const name of casterNames) add(casters, name);
  for (const entry of relationships) {
    const role = entry.role?.trim() || 'Crew';
    if (CASTER_ROLES.has(role.toLowerCase())) {
      add(casters, entry.name);
      continue;
    }
    const names = groups.get(role) ?? [];
    add(names, entry.name);
    if (names.length > 0) groups.set(role, names);
  }
  const rows: StaffRow[] = casters.length > 0 ? [{ role: castersLabel, names: casters }] : [];
  for (const [role, names] of groups) rows.push({ role, names });
  return rows;
}
