import { describe, expect, it } from 'vitest';
import { getOtherInfoLines, type OtherBroadcast } from './get-other-info.js';

const b = (over: Partial<OtherBroadcast>): OtherBroadcast => ({
  id: 'b1',
  name: 'B Stream',
  liveTeams: null,
  liveMatchName: null,
  ...over,
});

describe('getOtherInfoLines', () => {
  it.each<[string, OtherBroadcast[], { name: string; detail: string }[]]>([
    ['none', [], []],
    [
      'with a live match',
      [b({ liveTeams: ['Aurora', 'Basilisk'] })],
      [{ name: 'B Stream', detail: 'Aurora vs Basilisk' }],
    ],
    [
      'an empty slot is TBD',
      [b({ liveTeams: ['Aurora', null] })],
      [{ name: 'B Stream', detail: 'Aurora vs TBD' }],
    ],
    [
      'no teams: the match name',
      [b({ liveTeams: [null, null], liveMatchName: 'Showmatch' })],
      [{ name: 'B Stream', detail: 'Showmatch' }],
    ],
    ['no live match', [b({})], [{ name: 'B Stream', detail: 'Between matches' }]],
    ['no name: left out', [b({ name: ' ' })], []],
  ])('%s', (_name, input, expected) => {
    expect(getOtherInfoLines(input).map(({ name, detail }) => ({ name, detail }))).toEqual(
      expected,
    );
  });
});
