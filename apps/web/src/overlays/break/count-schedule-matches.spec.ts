import { describe, expect, it } from 'vitest';
import { countScheduleMatches, type OverlayFlags } from './count-schedule-matches.js';

const p: OverlayFlags = { show_on_overlays: true, show_on_secondary_overlays: false };
const s: OverlayFlags = { show_on_overlays: false, show_on_secondary_overlays: true };
const both: OverlayFlags = { show_on_overlays: true, show_on_secondary_overlays: true };

describe('countScheduleMatches', () => {
  it.each<[string, (OverlayFlags | null)[], boolean, number]>([
    ['none', [], false, 0],
    ['primary', [p, s, both], false, 2],
    ['secondary', [p, s, both], true, 2],
    ['not loaded yet', [null, p], false, 1],
    ['flags unset', [{}], false, 0],
  ])('%s', (_name, matches, secondary, expected) => {
    expect(countScheduleMatches(matches, secondary)).toBe(expected);
  });
});
