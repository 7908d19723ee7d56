// Zod-free on purpose: the web imports these without pulling schemas into its bundle.
/**
 * Crew-only fields (RULES (h) visibility C): never in an anonymous read or a public `data_update`. A crew
 * member reads them through an authenticated `/things` (broadcast fields: broadcast access to that broadcast;
 * player fields: a production user, i.e. linked to a client) or the production room of their broadcast.
 * Keyed by the record kind in the read model (a broadcast-{key} mirror carries the broadcast's fields).
 * break_rotation_epoch is public, though RULES (h) marks it C: every break overlay, anonymous in OBS, counts its
 * slides from it (RULES (f)), and a crew-only value would reach only overlays opened with a token, and those only
 * at their first read (a data_update carries no crew field), so two break overlays could show different slides.
 */
export const CREW_FIELDS = {
  player: ['clients', 'remote_feed', 'cam_code', 'use_cam'],
  broadcast: ['cams_default_params', 'cams_relay_prefix', 'automation_settings'],
  'broadcast-mirror': ['cams_default_params', 'cams_relay_prefix', 'automation_settings'],
} as const satisfies Record<string, readonly string[]>;

export type CrewKind = keyof typeof CREW_FIELDS;

/** The crew-only field names of a read-model kind (none for most kinds). */
export function crewFieldsOf(kind: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(CREW_FIELDS, kind)
    ? CREW_FIELDS[kind as CrewKind]
    : [];
}

/** Splits a record into its public part and its crew-only part (null when the kind has none or none is set). */
export function splitCrewFields(
  kind: string,
  record: Record<string, unknown>,
): { data: Record<string, unknown>; crew: Record<string, unknown> | null } {
  const fields = crewFieldsOf(kind);
  if (fields.length === 0) return { data: record, crew: null };
  const data: Record<string, unknown> = {};
  const crew: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (fields.includes(key)) crew[key] = value;
    else data[key] = value;
  }
  return { data, crew: Object.keys(crew).length ? crew : null };
}
