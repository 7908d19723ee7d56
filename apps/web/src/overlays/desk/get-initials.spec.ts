import { describe, expect, it } from 'vitest';
import { getInitials } from './get-initials.js';

describe('getInitials', () => {
  it.each([
    ['Casey Caster', 'CC'],
    ['sam', 'S'],
    ['Anna Maria de la Cruz', 'AC'],
    ['  spaced   out  ', 'SO'],
    ['', ''],
    ['   ', ''],
    ['élodie martin', 'ÉM'],
    ['😀 Smile', '😀S'],
  ])('%j → %j', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});
