import { describe, expect, it } from 'vitest';
import { fitName, type FitNameInput } from './fit-name.js';

const input = (fields: Partial<FitNameInput>): FitNameInput => ({
  name: 'Shadow Wraiths',
  short: 'SHW',
  available: 100,
  nameWidth: 80,
  shortWidth: 24,
  ...fields,
});

describe('fitName (bracket card rows at phone sizes, issue 12 item 4)', () => {
  it.each<[string, Partial<FitNameInput>, string, number]>([
    ['a name that fits stays whole', {}, 'Shadow Wraiths', 1],
    ['a name exactly the room', { nameWidth: 100 }, 'Shadow Wraiths', 1],
    ['a name a little too long shrinks', { nameWidth: 110 }, 'Shadow Wraiths', 0.9],
    ['a name far too long gives way to the code', { nameWidth: 160 }, 'SHW', 1],
    ['a code too long as well shrinks', { nameWidth: 300, shortWidth: 120 }, 'SHW', 0.83],
    [
      'a placeholder without a short form shrinks to 75 %',
      { name: 'Winner of OND vs AZF', short: 'Winner of OND vs AZF', nameWidth: 125 },
      'Winner of OND vs AZF',
      0.8,
    ],
    [
      'and no further (the ellipsis and the title take over)',
      { name: 'Winner of Match 12', short: 'Winner of Match 12', nameWidth: 400 },
      'Winner of Match 12',
      0.75,
    ],
    [
      'a placeholder_teams short name',
      { name: 'Seed 1 of Group A', short: 'A1', nameWidth: 200, shortWidth: 20 },
      'A1',
      1,
    ],
    ['an empty short form is never used', { short: '', nameWidth: 200 }, 'Shadow Wraiths', 0.75],
    ['no room measured (not laid out): the whole name', { available: 0 }, 'Shadow Wraiths', 1],
  ])('%s', (_case, fields, text, scale) => {
    expect(fitName(input(fields))).toEqual({ text, scale });
  });
});
