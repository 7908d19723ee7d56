import { describe, expect, it } from 'vitest';
import { resolveStandingsStage, type StandingsStageInput } from './resolve-standings-stage.js';

describe('resolveStandingsStage', () => {
  it.each<[string, StandingsStageInput, string | null]>([
    [
      'the option wins',
      { stage: 'Group B', currentStage: 'Group A', liveMatchGroup: 'Playoffs' },
      'Group B',
    ],
    [
      'current_stage without an option',
      { stage: null, currentStage: 'Group A', liveMatchGroup: 'Group B' },
      'Group A',
    ],
    [
      'live match group without a current stage',
      { currentStage: '  ', liveMatchGroup: 'Group B' },
      'Group B',
    ],
    ['a blank option counts as none', { stage: ' ', currentStage: 'Group A' }, 'Group A'],
    ['trimmed', { stage: '  Group C ' }, 'Group C'],
    ['nothing set', {}, null],
    ['all blank', { stage: '', currentStage: '', liveMatchGroup: '' }, null],
  ])('%s', (_name, input, expected) => {
    expect(resolveStandingsStage(input)).toBe(expected);
  });
});
