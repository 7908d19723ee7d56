/**
 * The stage a Standings GFX item shows (apps/web/README.md "GFX items"): its data; without data, its heading when
 * that names a standings table of the event (so an item titled "Group B" shows Group B), else null (the panel's
 * own chain: the broadcast's current_stage, else the live match's group).
 */
export function pickStandingsStage(
  dataStage: string | null,
  heading: string | null,
  namesTable: (stage: string) => boolean,
): string | null {
  if (dataStage) return dataStage;
  return heading && namesTable(heading) ? heading : null;
}
