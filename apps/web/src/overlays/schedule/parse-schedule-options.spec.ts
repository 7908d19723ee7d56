import { describe, expect, it } from 'vitest';
import { parseScheduleOptions } from './parse-schedule-options.js';

describe('parseScheduleOptions', () => {
  it.each([
    ['', false],
    ['?secondary', true],
    ['?secondary=true', true],
    ['?secondary=1', true],
    ['?secondary=false', false],
    ['?secondary=0', false],
    ['?secondary=off', false],
    ['?other=1', false],
  ])('%s → secondary %s', (search, secondary) => {
    expect(parseScheduleOptions(new URLSearchParams(search))).toEqual({ secondary });
  });
});
