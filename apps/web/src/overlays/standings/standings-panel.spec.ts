import { describe, expect, it } from 'vitest';
import { hasStandingsContent } from './standings-panel.js';

const ENTRIES = [
  { key: 'group-a', title: 'Group A', group: 'Group A' },
  { key: 'group-b', title: 'Group B', group: 'Group B' },
];

describe('hasStandingsContent (the break overlay skips its Standings slide without it)', () => {
  it.each([
    ['current stage with an entry', { currentStage: 'Group A' }, true],
    ['live match group with an entry', { liveMatchGroup: 'Group B' }, true],
    ['stage without an entry', { currentStage: 'Playoffs' }, false],
    ['no current stage and no live match', {}, false],
    ['a given stage wins', { stage: 'Finals', currentStage: 'Group A' }, false],
  ])('%s', (_name, input, expected) => {
    expect(hasStandingsContent(ENTRIES, input)).toBe(expected);
  });
});
