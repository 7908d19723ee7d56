/** Spec broadcast §4: the cam controller can save only when no slot of either team is empty. */
export function canSaveCams(teamSlots: readonly (readonly (string | null)[])[]): boolean {
  return teamSlots.every((slots) => slots.every((slot) => slot !== null && slot !== ''));
}
