import { describe, expect, it } from 'vitest';
import { linkIds } from './link-ids.js';

describe('linkIds', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['recA', []],
    [[], []],
    [
      ['recA', 'recB'],
      ['recA', 'recB'],
    ],
    [
      ['recA', 3, null, 'recB'],
      ['recA', 'recB'],
    ],
  ])('%j → %j', (value, expected) => {
    expect(linkIds(value)).toEqual(expected);
  });
});
