import { describe, expect, it } from 'vitest';
import { hasScheduleContent } from './schedule-panel.js';

describe('hasScheduleContent (the break overlay skips its Schedule slide without it)', () => {
  const matches = [
    { id: 'a', show_on_overlays: true, show_on_secondary_overlays: false },
    { id: 'b', show_on_overlays: false, show_on_secondary_overlays: false },
  ];
  it.each([
    ['primary with a show_on_overlays match', matches, false, true],
    ['secondary without a show_on_secondary_overlays match', matches, true, false],
    ['secondary with one', [...matches, { id: 'c', show_on_secondary_overlays: true }], true, true],
    ['empty schedule', [], false, false],
  ])('%s', (_name, list, secondary, expected) => {
    expect(hasScheduleContent(list, secondary)).toBe(expected);
  });
});
