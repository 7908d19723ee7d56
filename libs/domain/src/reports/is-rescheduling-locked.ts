import type { RescheduleState } from './report-types.js';

/**
 * Whether the match's linked reschedule request locks rescheduling (RULES b.3): a request denied by staff
 * locks it until staff delete that request. `null` = no linked request.
 */
export function isReschedulingLocked(state: RescheduleState | null): boolean {
  return state === 'DeniedByStaff';
}
