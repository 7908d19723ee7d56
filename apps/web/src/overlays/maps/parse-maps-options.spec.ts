import { describe, expect, it } from 'vitest';
import { parseMapsOptions } from './parse-maps-options.js';

describe('parseMapsOptions (OVERLAYS §1 maps)', () => {
  it.each([
    ['', false],
    ['auto', true],
    ['auto=true', true],
    ['auto=1', true],
    ['auto=false', false],
    ['auto=0', false],
    ['other=1', false],
  ])('?%s → auto %s', (search, auto) => {
    expect(parseMapsOptions(new URLSearchParams(search))).toEqual({ auto });
  });
});
