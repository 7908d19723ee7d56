import type { GuestInput } from './guest.js';
import { serializeManualGuest } from './serialize-manual-guest.js';

/** Writes guests back to manual_guests text, one guest per line; rows with no content are dropped (broadcast spec §3). */
export function serializeManualGuests(guests: readonly GuestInput[]): string {
  return guests
    .map((guest) => serializeManualGuest(guest))
    .filter((line) => line !== '')
    .join('\n');
}
