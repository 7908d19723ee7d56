import { GUEST_FIELDS, MANUAL_GUEST_PART_SEPARATOR, type GuestInput } from './guest.js';

/** Writes one guest as a manual_guests line: the non-empty parts, trimmed, in column order, joined by ', ' (broadcast spec §3). */
export function serializeManualGuest(guest: GuestInput): string {
  return GUEST_FIELDS.map((field) => (guest[field] ?? '').trim())
    .filter((part) => part !== '')
    .join(MANUAL_GUEST_PART_SEPARATOR);
}
