import { describe, expect, it } from 'vitest';
import { readCountOption, readFlagOption, readTextOption } from './read-option.js';

const q = (search: string) => new URLSearchParams(search);

describe('readFlagOption', () => {
  it.each([
    ['', false, false],
    ['', true, true],
    ['roles', false, true],
    ['roles=', false, true],
    ['roles=true', false, true],
    ['roles=1', false, true],
    ['roles=false', true, false],
    ['roles=0', true, false],
    ['roles=No', true, false],
    ['roles=off', true, false],
    ['role=off', true, false],
  ])('?%s with fallback %s → %s', (search, fallback, expected) => {
    expect(readFlagOption(q(search), fallback, 'roles', 'role')).toBe(expected);
  });
});

describe('readCountOption', () => {
  it.each([
    ['', null],
    ['max=3', 3],
    ['max=0', 0],
    ['max=-1', null],
    ['max=2.5', null],
    ['max=abc', null],
    ['matches=4&max=9', 4],
    ['max=%20%207%20', 7],
  ])('?%s → %s', (search, expected) => {
    expect(readCountOption(q(search), 0, 'matches', 'max')).toBe(expected);
  });
  it('refuses values under the minimum', () => {
    expect(readCountOption(q('index=0'), 1, 'index')).toBeNull();
  });
});

describe('readTextOption', () => {
  it.each([
    ['', null],
    ['stage=%20', null],
    ['stage=Playoffs', 'Playoffs'],
    ['group=A&stage=B', 'B'],
  ])('?%s → %s', (search, expected) => {
    expect(readTextOption(q(search), 'stage', 'group')).toBe(expected);
  });
});
