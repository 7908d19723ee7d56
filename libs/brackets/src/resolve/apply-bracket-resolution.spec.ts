import { deepFreeze } from '../simulate/deep-freeze.js';
import type { BracketMatchInput, BracketTeamInput } from '../state/bracket-state.js';
import { applyBracketResolution } from './apply-bracket-resolution.js';
import type { ResolveBracketResult } from './resolve-bracket-types.js';

describe('applyBracketResolution', () => {
  const matches: BracketMatchInput[] = deepFreeze([
    { id: 'm1', teams: ['A', 'B'], score_1: 2, first_to: 2 },
    { id: 'm2', teams: [], slot_1_source: null },
  ]);
  const teams: BracketTeamInput[] = deepFreeze([
    { id: 'A', name: 'Alpha' },
    { id: 'B', name: 'Bravo', ranking_sort: 3, ranking_text: '#3', ranking_source: 'fed:b:9.lose' },
  ]);
  const result: ResolveBracketResult = {
    hasError: false,
    message: '1 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 2 team(s) ranked',
    errors: [],
    patches: [
      {
        matchId: 'm2',
        matchNumber: 2,
        slots: ['A', null],
        teams: ['A'],
        placeholder_right: true,
        slot_1_source: 'fed:b:1.win',
        slot_2_source: null,
      },
    ],
    rankWrites: [
      { teamId: 'B', ranking_sort: 3, ranking_text: '#3/4', ranking_source: 'fed:b:1.lose' },
      { teamId: 'Z', ranking_sort: 1, ranking_text: '#1', ranking_source: 'fed:b:2.win' },
    ],
    conflicts: [],
    counts: { matchesUpdated: 1, slotsFilled: 1, slotsCorrected: 0, conflicts: 0, teamsRanked: 2 },
    changedMatchIds: ['m2'],
  };

  it('returns new records for patched matches and ranked teams, leaving the rest as they were', () => {
    const applied = applyBracketResolution(matches, teams, result);
    expect(applied.matches).toEqual([
      matches[0],
      {
        id: 'm2',
        teams: ['A', null],
        placeholder_right: true,
        slot_1_source: 'fed:b:1.win',
        slot_2_source: null,
      },
    ]);
    expect(applied.matches[0]).toBe(matches[0]);
    expect(applied.teams).toEqual([
      { id: 'A', name: 'Alpha' },
      {
        id: 'B',
        name: 'Bravo',
        ranking_sort: 3,
        ranking_text: '#3/4',
        ranking_source: 'fed:b:1.lose',
      },
    ]);
  });
});
