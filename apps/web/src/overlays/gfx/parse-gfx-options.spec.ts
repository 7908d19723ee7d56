import { describe, expect, it } from 'vitest';
import { parseGfxOptions } from './parse-gfx-options.js';

describe('parseGfxOptions', () => {
  it.each([
    ['', false],
    ['?extended', true],
    ['?expanded=1', true],
    ['?full=true', true],
    ['?full=false', false],
    ['?extended=0', false],
    ['?index=3', false],
  ])('%s → extended %s', (query, extended) => {
    expect(parseGfxOptions(new URLSearchParams(query))).toEqual({ extended });
  });
});
