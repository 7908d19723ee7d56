import {
  GUEST_FIELDS,
  parseManualGuests,
  serializeManualGuests,
  type GuestField,
} from '@castline/domain';

/** One row of the guest editor as typed (every part a string), with a key that stays with the row. */
export type GuestRow = { readonly key: number } & { readonly [K in GuestField]: string };

/** An empty row (Add guest). */
export function createGuestRow(key: number): GuestRow {
  return { key, name: '', avatar: '', webcam: '', twitter: '', pronouns: '' };
}

/** The rows of a broadcast's manual_guests text (one per non-blank line), keyed from `firstKey` on. */
export function toGuestRows(manualGuests: string | null | undefined, firstKey: number): GuestRow[] {
  return parseManualGuests(manualGuests).map((guest, index) => ({
    key: firstKey + index,
    name: guest.name,
    avatar: guest.avatar ?? '',
    webcam: guest.webcam ?? '',
    twitter: guest.twitter ?? '',
    pronouns: guest.pronouns ?? '',
  }));
}

/** The manual_guests text Save sends for these rows (broadcast spec §3: one guest per line). */
export function toManualGuests(rows: readonly GuestRow[]): string {
  return serializeManualGuests(rows);
}

/** manual_guests text as the editor would write it back (so differently written equal lists compare equal). */
export function normalizeManualGuests(manualGuests: string | null | undefined): string {
  return serializeManualGuests(parseManualGuests(manualGuests));
}

/** Whether two row lists hold the same values in the same order (keys ignored; blank rows count). */
export function areGuestRowsEqual(a: readonly GuestRow[], b: readonly GuestRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => GUEST_FIELDS.every((field) => row[field] === b[index]?.[field]))
  );
}
