import { describe, expect, it } from 'vitest';
import { getMapSlots, isSeriesDecided } from './get-map-slots.js';
import { fakeMap, fakeMatch } from './map-fixtures.js';

const summary = (match: Parameters<typeof getMapSlots>[0]) =>
  getMapSlots(match).map((s) => [s.key, s.number, s.state, s.winner, s.draw, s.picker, s.banner]);

describe('getMapSlots (maps overlay, HUD map icons)', () => {
  it('pads an empty FT3 series with five maps to be decided, the first current', () => {
    expect(summary(fakeMatch())).toEqual([
      ['tbd-1', 1, 'current', null, false, null, null],
      ['tbd-2', 2, 'upcoming', null, false, null, null],
      ['tbd-3', 3, 'upcoming', null, false, null, null],
      ['tbd-4', 4, 'upcoming', null, false, null, null],
      ['tbd-5', 5, 'upcoming', null, false, null, null],
    ]);
  });

  it('reads winners, draws, pickers and bans by display side; banned maps have no number', () => {
    const match = fakeMatch({
      scores: [1, 1],
      maps: [
        fakeMap('m1', { winner: ['recA'], picker: ['recB'] }),
        fakeMap('m2', { banner: ['recB'] }),
        fakeMap('m3', { draw: true, picker: ['recA'] }),
        fakeMap('m4', { winner: ['recB'], picker: ['recA'] }),
        fakeMap('m5', { picker: ['recB'] }),
      ],
    });
    expect(summary(match)).toEqual([
      ['m1', 1, 'played', 'left', false, 'right', null],
      ['m2', null, 'banned', null, false, null, 'right'],
      ['m3', 2, 'played', null, true, 'left', null],
      ['m4', 3, 'played', 'right', false, 'left', null],
      ['m5', 4, 'current', null, false, 'right', null],
      ['tbd-5', 5, 'upcoming', null, false, null, null],
    ]);
  });

  it('follows flip_teams: sides come from the teams in display order', () => {
    const match = fakeMatch({
      teams: [fakeMatch().teams[1], fakeMatch().teams[0]],
      maps: [fakeMap('m1', { winner: ['recA'], picker: ['recB'] })],
    });
    expect(summary(match)[0]).toEqual(['m1', 1, 'played', 'right', false, 'left', null]);
  });

  it('has no current map and no slots to fill once the series is decided', () => {
    const match = fakeMatch({
      firstTo: 2,
      scores: [2, 0],
      maps: [
        fakeMap('m1', { winner: ['recA'] }),
        fakeMap('m2', { winner: ['recA'] }),
        fakeMap('m3', {}),
      ],
    });
    expect(summary(match).map((s) => s[2])).toEqual(['played', 'played', 'upcoming']);
  });

  it('adds no slots without first_to, and a winner outside the match has no side', () => {
    const match = fakeMatch({ firstTo: null, maps: [fakeMap('m1', { winner: ['recZ'] })] });
    expect(summary(match)).toEqual([['m1', 1, 'played', null, false, null, null]]);
  });

  it.each([
    [3, [3, 1], true],
    [3, [2, 2], false],
    [3, [null, 3], true],
    [null, [5, 0], false],
    [0, [0, 0], false],
  ] as const)('isSeriesDecided(first_to %s, scores %j) = %s', (firstTo, scores, decided) => {
    expect(isSeriesDecided({ firstTo, scores })).toBe(decided);
  });
});
