import { describe, expect, it } from 'vitest';
import { parseHistoryOptions } from './parse-history-options.js';

describe('parseHistoryOptions (OVERLAYS §1 history)', () => {
  it.each([
    ['', { max: 5, reverse: true }],
    ['max=3', { max: 3, reverse: true }],
    ['max=0', { max: 5, reverse: true }],
    ['max=-2', { max: 5, reverse: true }],
    ['max=x', { max: 5, reverse: true }],
    ['max=12', { max: 12, reverse: true }],
    ['reverse=false', { max: 5, reverse: false }],
    ['reverse=0', { max: 5, reverse: false }],
    ['reverse', { max: 5, reverse: true }],
    ['reverse=true&max=2', { max: 2, reverse: true }],
  ])('?%s', (search, expected) => {
    expect(parseHistoryOptions(new URLSearchParams(search))).toEqual(expected);
  });
});
