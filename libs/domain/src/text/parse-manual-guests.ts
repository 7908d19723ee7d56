import type { Guest } from './guest.js';
import { parseManualGuest } from './parse-manual-guest.js';

/** Parses a broadcast's manual_guests text, one guest per line, blank lines skipped (broadcast spec §3, RULES (g)). */
export function parseManualGuests(manualGuests: string | null | undefined): Guest[] {
  return (manualGuests ?? '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => parseManualGuest(line));
}
