import { describe, expect, it } from 'vitest';
import { getSectionLabel } from './get-section-label.js';

describe('getSectionLabel', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Group Stage', 'Group A', 'Group Stage · Group A'],
    ['Playoffs', 'Playoffs', 'Playoffs'],
    ['Playoffs', 'playoffs', 'Playoffs'],
    [null, 'Regular Season', 'Regular Season'],
    ['Scrims', ' ', 'Scrims'],
    [null, null, null],
  ])('%s / %s → %s', (sub_event, match_group, expected) => {
    expect(getSectionLabel({ sub_event, match_group })).toBe(expected);
  });
});
