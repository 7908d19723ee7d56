import { createBracketPreset } from '../presets/create-bracket-preset.js';
import type { BracketMatchInput } from '../state/bracket-state.js';
import { getSlotPlaceholder } from './get-slot-placeholder.js';

const layout = createBracketPreset('double-elimination-8').layout;
const teams = [
  { id: 'A', name: 'Alpha', code: 'ALP' },
  { id: 'B', name: 'Bravo', code: 'BRV' },
  { id: 'C', name: 'Charlie' },
];

function placeholder(
  matchNumber: number,
  slot: 1 | 2,
  matches: Record<number, Partial<BracketMatchInput>> = {},
) {
  const orderedMatchIds = Array.from({ length: 14 }, (_, i) => `m${i + 1}`);
  return getSlotPlaceholder({
    layout,
    orderedMatchIds,
    matches: orderedMatchIds.map((id, i) => ({ id, ...matches[i + 1] })),
    teams,
    matchNumber,
    slot,
  });
}

describe('getSlotPlaceholder', () => {
  it.each<[string, number, 1 | 2, Record<number, Partial<BracketMatchInput>>, string, string]>([
    [
      'winner of a feeder with both teams, by code',
      7,
      1,
      { 1: { teams: ['A', 'B'] } },
      'Winner of ALP vs BRV',
      'Winner of ALP vs BRV',
    ],
    [
      'loser of a feeder with both teams; a team without code by name',
      5,
      1,
      { 1: { teams: ['C', 'B'] } },
      'Loser of Charlie vs BRV',
      'Loser of Charlie vs BRV',
    ],
    [
      'winner of a feeder missing a team',
      7,
      2,
      { 2: { teams: ['A'] } },
      'Winner of Match 2',
      'Winner of Match 2',
    ],
    ['loser of a feeder without teams', 13, 1, {}, 'Loser of Match 11', 'Loser of Match 11'],
    [
      'the feeder named by its match_number',
      13,
      1,
      { 11: { match_number: 'UF' } },
      'Loser of Match UF',
      'Loser of Match UF',
    ],
    ['a slot with no feeder', 1, 2, {}, 'TBD', 'TBD'],
    [
      'four placeholder_teams values, slot 1',
      1,
      1,
      { 1: { placeholder_teams: 'Seed 1|Seed 8|S1|S8' } },
      'Seed 1',
      'S1',
    ],
    [
      'four placeholder_teams values, slot 2, over a feeder',
      7,
      2,
      { 7: { placeholder_teams: 'Seed 1|Seed 8|S1|S8' } },
      'Seed 8',
      'S8',
    ],
    [
      'other placeholder_teams counts are ignored',
      1,
      1,
      { 1: { placeholder_teams: 'Seed 1|Seed 8' } },
      'TBD',
      'TBD',
    ],
    [
      'an empty value falls through',
      7,
      1,
      { 7: { placeholder_teams: '|Seed 8||S8' } },
      'Winner of Match 1',
      'Winner of Match 1',
    ],
  ])('%s', (_name, matchNumber, slot, matches, name, short) => {
    expect(placeholder(matchNumber, slot, matches)).toEqual({ name, short });
  });
});
