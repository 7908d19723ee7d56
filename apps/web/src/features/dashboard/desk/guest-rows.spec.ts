import { describe, expect, it } from 'vitest';
import {
  areGuestRowsEqual,
  createGuestRow,
  normalizeManualGuests,
  toGuestRows,
  toManualGuests,
} from './guest-rows.js';

describe('guest rows (the Desk Guests editor over manual_guests)', () => {
  it('reads one row per non-blank line, keyed from the first key on', () => {
    expect(toGuestRows('Sam Sideline|he/him|@samsideline\n\n Alex ', 7)).toEqual([
      {
        key: 7,
        name: 'Sam Sideline',
        avatar: '',
        webcam: '',
        twitter: '@samsideline',
        pronouns: 'he/him',
      },
      { key: 8, name: 'Alex', avatar: '', webcam: '', twitter: '', pronouns: '' },
    ]);
    expect(toGuestRows(null, 0)).toEqual([]);
  });

  it('writes the rows back in column order, dropping empty rows', () => {
    const rows = [
      ...toGuestRows('Sam Sideline|he/him|@samsideline', 0),
      createGuestRow(1),
      { ...createGuestRow(2), name: ' Riley ', webcam: 'https://vdo.ninja/?view=r' },
    ];
    expect(toManualGuests(rows)).toBe(
      'Sam Sideline, @samsideline, he/him\nRiley, https://vdo.ninja/?view=r',
    );
  });

  it('compares lists written differently by their guests', () => {
    expect(normalizeManualGuests('Sam|he/him|@sam')).toBe(
      normalizeManualGuests('Sam, @sam, he/him'),
    );
    expect(normalizeManualGuests('')).toBe('');
  });

  it('compares rows by value and order, not by key; a blank row counts', () => {
    const a = toGuestRows('Sam\nAlex', 0);
    expect(areGuestRowsEqual(a, toGuestRows('Sam\nAlex', 10))).toBe(true);
    expect(areGuestRowsEqual(a, toGuestRows('Alex\nSam', 0))).toBe(false);
    expect(areGuestRowsEqual(a, [...a, createGuestRow(5)])).toBe(false);
    expect(areGuestRowsEqual(a, [{ ...a[0]!, pronouns: 'he/him' }, a[1]!])).toBe(false);
  });
});
