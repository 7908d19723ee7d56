import { describe, expect, it } from 'vitest';
import { parseRostersOptions, type RostersOptions } from './parse-rosters-options.js';

const base: RostersOptions = {
  roles: true,
  sort: false,
  staff: false,
  badges: false,
  split: false,
};

describe('parseRostersOptions (OVERLAYS §1 rosters)', () => {
  it.each<[string, Partial<RostersOptions>]>([
    ['', {}],
    ['roles', {}],
    ['roles=false', { roles: false }],
    ['roles=0', { roles: false }],
    ['sort', { sort: true }],
    ['sort=true', { sort: true }],
    ['sort=off', {}],
    ['staff', { staff: true }],
    ['staff=1', { staff: true }],
    ['badge', { badges: true }],
    ['badges=true', { badges: true }],
    ['badges=no', {}],
    ['split', { split: true }],
    [
      'split&staff&sort&badge&roles=false',
      { split: true, staff: true, sort: true, badges: true, roles: false },
    ],
  ])('?%s', (search, expected) => {
    expect(parseRostersOptions(new URLSearchParams(search))).toEqual({ ...base, ...expected });
  });
});
