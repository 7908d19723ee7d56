import type { Guest, GuestField } from './guest.js';
import { parseManualGuests } from './parse-manual-guests.js';
import { validateGuest } from './validate-guest.js';

export interface ManualGuestsError {
  /** 1-based position among the non-blank lines (the guest number). */
  readonly guest: number;
  readonly field: GuestField;
  readonly message: string;
}

export interface ManualGuestsValidation {
  readonly valid: boolean;
  readonly guests: Guest[];
  readonly errors: ManualGuestsError[];
}

/** Server check of update-broadcast manualGuests (RULES (a)): every line must pass the guest rules, with the same texts. */
export function validateManualGuests(
  manualGuests: string | null | undefined,
): ManualGuestsValidation {
  const guests = parseManualGuests(manualGuests);
  const errors: ManualGuestsError[] = [];
  guests.forEach((guest, index) => {
    const { errors: fieldErrors } = validateGuest(guest);
    for (const [field, message] of Object.entries(fieldErrors) as [GuestField, string][]) {
      errors.push({ guest: index + 1, field, message });
    }
  });
  return { valid: errors.length === 0, guests, errors };
}
