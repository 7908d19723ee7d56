import { describe, expect, it } from 'vitest';
import { parseDeskOptions } from './parse-desk-options.js';

const DEFAULTS = { hidePeople: false, lower: true, ignoreTalent: false, display: null };

describe('parseDeskOptions', () => {
  it.each([
    ['', DEFAULTS],
    ['disable', { ...DEFAULTS, hidePeople: true }],
    ['disable=true', { ...DEFAULTS, hidePeople: true }],
    ['disable=false', DEFAULTS],
    ['casters=false', { ...DEFAULTS, hidePeople: true }],
    ['casters=0', { ...DEFAULTS, hidePeople: true }],
    ['casters=true', DEFAULTS],
    ['casters', DEFAULTS],
    ['lower=false', { ...DEFAULTS, lower: false }],
    ['lower=no', { ...DEFAULTS, lower: false }],
    ['lower', DEFAULTS],
    ['lower=true', DEFAULTS],
    ['ignoreTalentSocket', { ...DEFAULTS, ignoreTalent: true }],
    ['ignoreTalent=1', { ...DEFAULTS, ignoreTalent: true }],
    ['ignoreTalent=false', DEFAULTS],
    ['display=Scoreboard', { ...DEFAULTS, display: 'Scoreboard' }],
    ['display=%20Hero%20Draft%20', { ...DEFAULTS, display: 'Hero Draft' }],
    ['display=&display=Maps', { ...DEFAULTS, display: 'Maps' }],
    ['display=', DEFAULTS],
    [
      'disable&lower=false&ignoreTalent&display=Interview',
      { hidePeople: true, lower: false, ignoreTalent: true, display: 'Interview' },
    ],
  ])('?%s', (query, expected) => {
    expect(parseDeskOptions(new URLSearchParams(query))).toEqual(expected);
  });
});
