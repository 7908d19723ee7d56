import { describe, expect, it } from 'vitest';
import { pickStandingsStage } from './pick-standings-stage.js';

const tables = new Set(['group a', 'group b']);
const namesTable = (stage: string) => tables.has(stage.toLowerCase());

describe('pickStandingsStage', () => {
  it.each([
    ['data wins', 'Group A', 'Group B', 'Group A'],
    ['data even when it names no table', 'Finals', 'Group B', 'Finals'],
    ['the heading when it names a table', null, 'Group B', 'Group B'],
    ['not a heading that names no table', null, 'Standings', null],
    ['nothing', null, null, null],
  ] as const)('%s', (_name, data, heading, expected) => {
    expect(pickStandingsStage(data, heading, namesTable)).toBe(expected);
  });
});
