import { describe, expect, it } from 'vitest';
import {
  parseSeasonHistoryOptions,
  type SeasonHistoryOptions,
} from './parse-season-history-options.js';

const base: SeasonHistoryOptions = { headers: false, max: null, stage: null, group: null };

describe('parseSeasonHistoryOptions (OVERLAYS §1 season-history)', () => {
  it.each<[string, Partial<SeasonHistoryOptions>]>([
    ['', {}],
    ['headers', { headers: true }],
    ['headers=false', {}],
    ['matches=4', { max: 4 }],
    ['match=3', { max: 3 }],
    ['max=6', { max: 6 }],
    ['matches=2&max=9', { max: 2 }],
    ['max=0', {}],
    ['max=many', {}],
    ['stage=Playoffs', { stage: 'Playoffs' }],
    ['group=Group%20A', { group: 'Group A' }],
    ['stage=%20&group=', {}],
    [
      'stage=Group%20Stage&group=Group%20B&headers=1&max=5',
      { stage: 'Group Stage', group: 'Group B', headers: true, max: 5 },
    ],
  ])('?%s', (search, expected) => {
    expect(parseSeasonHistoryOptions(new URLSearchParams(search))).toEqual({
      ...base,
      ...expected,
    });
  });
});
