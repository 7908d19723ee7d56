/**
 * Spec broadcast §4: clicking a player toggles them: a player in a slot is removed (the slot empties), otherwise
 * the player fills the first empty slot (no change when every slot is taken).
 */
export function toggleCamPlayer(
  slots: readonly (string | null)[],
  playerId: string,
): (string | null)[] {
  if (slots.includes(playerId)) return slots.map((slot) => (slot === playerId ? null : slot));
  const next = [...slots];
  const empty = next.indexOf(null);
  if (empty !== -1) next[empty] = playerId;
  return next;
}
