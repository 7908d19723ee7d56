import { describe, expect, it } from 'vitest';
import { parseStandingsOptions } from './parse-standings-options.js';

describe('parseStandingsOptions', () => {
  it.each<[string, string | null, boolean]>([
    ['', null, false],
    ['?stage=Group%20B', 'Group B', false],
    ['?group=group-a', 'group-a', false],
    ['?stage=&group=Group%20A', 'Group A', false],
    ['?stage=%20%20', null, false],
    ['?stage=A&group=B', 'A', false],
    ['?explain', null, true],
    ['?explainer=1&stage=X', 'X', true],
    ['?explain=false', null, false],
  ])('%s', (search, stage, explain) => {
    expect(parseStandingsOptions(new URLSearchParams(search))).toEqual({ stage, explain });
  });
});
