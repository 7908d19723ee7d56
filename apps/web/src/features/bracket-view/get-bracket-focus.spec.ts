import { describe, expect, it } from 'vitest';
import { getBracketFocus, getBracketHoverLabels, getLinkEmphasis } from './get-bracket-focus.js';
import { DOUBLE_ELIMINATION_8 } from './test-layouts.js';

const teamsByMatch = new Map<number, (string | null)[]>([
  [1, ['A', 'H']],
  [5, ['H', 'G']],
  [7, ['A', 'B']],
  [11, ['A', null]],
]);

describe('getBracketFocus (broadcast §2: hover a team / a match)', () => {
  it.each([
    [{}, null],
    [{ hoveredMatch: 7 }, { kind: 'match', match: 7 }],
    [{ highlightedMatch: 11 }, { kind: 'match', match: 11 }],
    [
      { hoveredMatch: 7, highlightedMatch: 11 },
      { kind: 'match', match: 7 },
    ],
    [
      { hoveredTeamId: 'H', hoveredMatch: 7 },
      { kind: 'team', teamId: 'H', matches: new Set([1, 5]) },
    ],
    [{ highlightedTeamId: 'A' }, { kind: 'team', teamId: 'A', matches: new Set([1, 7, 11]) }],
    [
      { hoveredTeamId: 'B', highlightedTeamId: 'A' },
      { kind: 'team', teamId: 'B', matches: new Set([7]) },
    ],
  ])('%j → %j', (input, expected) => {
    expect(getBracketFocus({ ...input, teamsByMatch })).toEqual(expected);
  });
});

describe('getLinkEmphasis', () => {
  const teamFocus = { kind: 'team', teamId: 'A', matches: new Set([1, 7, 11]) } as const;
  it.each([
    [{ from: 1, to: 7 }, null, 'normal'],
    [{ from: 1, to: 7 }, { kind: 'match', match: 7 } as const, 'highlight'],
    [{ from: 7, to: 11 }, { kind: 'match', match: 7 } as const, 'highlight'],
    [{ from: 2, to: 5 }, { kind: 'match', match: 7 } as const, 'dim'],
    [{ from: 1, to: 7 }, teamFocus, 'highlight'],
    [{ from: 7, to: 11 }, teamFocus, 'highlight'],
    [{ from: 1, to: 5 }, teamFocus, 'dim'],
  ])('%j under %j → %s', (ends, focus, expected) => {
    expect(getLinkEmphasis(ends, focus)).toBe(expected);
  });
});

describe('getBracketHoverLabels (Winner / Loser labels)', () => {
  it('names where the hovered match sends its winner and loser, and which outcome its feeders send', () => {
    const labels = getBracketHoverLabels(DOUBLE_ELIMINATION_8, 7);
    expect([...labels.slots]).toEqual([
      ['11.1', 'win'],
      ['10.1', 'lose'],
    ]);
    expect([...labels.feeders]).toEqual([
      [1, 'win'],
      [2, 'win'],
    ]);
    const lower = getBracketHoverLabels(DOUBLE_ELIMINATION_8, 13);
    expect([...lower.feeders]).toEqual([
      [11, 'lose'],
      [12, 'win'],
    ]);
    expect([...lower.slots]).toEqual([['14.2', 'win']]);
  });
});
