/** Spec broadcast §4: a team's ordered cam slots from its stored cam list, padded with empty slots (null). */
export function createCamSlots(
  playerIds: readonly string[] | null | undefined,
  slotCount: number,
): (string | null)[] {
  const slots: (string | null)[] = [];
  for (let index = 0; index < slotCount; index += 1) slots.push(playerIds?.[index] ?? null);
  return slots;
}
