import { describe, expect, it } from 'vitest';
import { parseIngameOptions, readDurationMs, type IngameOptions } from './parse-ingame-options.js';

const base: IngameOptions = {
  codes: false,
  sponsorSpeedMs: 15_000,
  sponsorFadeMs: 1_000,
  basic: false,
  costream: false,
};

describe('parseIngameOptions (OVERLAYS §1 ingame, costream)', () => {
  it.each<[string, string | null, Partial<IngameOptions>]>([
    ['', null, {}],
    ['codes', null, { codes: true }],
    ['codes=false', null, {}],
    ['basic', null, { basic: true }],
    ['basic=1', null, { basic: true }],
    ['basic=off', null, {}],
    ['costreamer', null, { costream: true }],
    ['costreamer=false', null, {}],
    ['', 'costream', { costream: true }],
    ['basic', 'costream', { costream: true, basic: true }],
    ['sponsorSpeed=10', null, { sponsorSpeedMs: 10_000 }],
    ['sponsorSpeed=2.5', null, { sponsorSpeedMs: 2_500 }],
    ['sponsorSpeed=4000ms', null, { sponsorSpeedMs: 4_000 }],
    ['sponsorSpeed=0.1', null, { sponsorSpeedMs: 1_000, sponsorFadeMs: 500 }],
    ['sponsorSpeed=fast', null, {}],
    ['sponsorFadeSpeed=0.5', null, { sponsorFadeMs: 500 }],
    ['sponsorFadeSpeed=0', null, { sponsorFadeMs: 0 }],
    ['sponsorFadeSpeed=60', null, { sponsorFadeMs: 7_500 }],
    [
      'sponsorSpeed=30&sponsorFadeSpeed=60',
      null,
      { sponsorSpeedMs: 30_000, sponsorFadeMs: 10_000 },
    ],
    ['sponsorSpeed=3&sponsorFadeSpeed=2', null, { sponsorSpeedMs: 3_000, sponsorFadeMs: 1_500 }],
  ])('?%s (variant %s)', (search, variant, expected) => {
    expect(parseIngameOptions(new URLSearchParams(search), variant)).toEqual({
      ...base,
      ...expected,
    });
  });

  it.each([
    ['5', 5000],
    ['5s', 5000],
    ['250ms', 250],
    ['250 MS', 250],
    ['-1', null],
    ['', null],
    ['1e3', null],
  ])('readDurationMs(%j) = %s', (value, expected) => {
    expect(readDurationMs(new URLSearchParams({ d: value }), 'd')).toBe(expected);
  });
});
