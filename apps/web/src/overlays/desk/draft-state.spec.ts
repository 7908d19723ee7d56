import { describe, expect, it } from 'vitest';
import {
  applyDraftTrigger,
  getNextRevealDelay,
  getRevealedSteps,
  INITIAL_DRAFT_STATE,
  type DraftState,
  type DraftTrigger,
} from './draft-state.js';

const TOTAL = 5;
/** Triggers at given times (ms), then the steps shown at `at`. */
function shownAt(events: readonly [number, DraftTrigger][], at: number, total = TOTAL): number {
  const state = events.reduce<DraftState>(
    (s, [time, trigger]) => applyDraftTrigger(s, trigger, time, total),
    INITIAL_DRAFT_STATE,
  );
  return getRevealedSteps(state, at, total);
}

const advance: DraftTrigger = { trigger: 'advance_draft' };
const reset: DraftTrigger = { trigger: 'reset_draft' };
const full: DraftTrigger = { trigger: 'show_full_draft' };
const auto = (seconds: number): DraftTrigger => ({ trigger: 'auto_draft', seconds });

describe('draft reveal', () => {
  it.each<[string, [number, DraftTrigger][], number, number]>([
    ['nothing at load', [], 0, 0],
    ['advance shows one step', [[0, advance]], 10, 1],
    [
      'three advances',
      [
        [0, advance],
        [1, advance],
        [2, advance],
      ],
      10,
      3,
    ],
    [
      'advance stops at the last step',
      Array.from({ length: 9 }, (_, i) => [i, advance] as [number, DraftTrigger]),
      100,
      5,
    ],
    ['show full shows every step', [[0, full]], 1, 5],
    [
      'reset after show full',
      [
        [0, full],
        [1, reset],
      ],
      2,
      0,
    ],
    ['auto 2 s: nothing before 2 s', [[1000, auto(2)]], 2999, 0],
    ['auto 2 s: one step at 2 s', [[1000, auto(2)]], 3000, 1],
    ['auto 2 s: three steps at 7.5 s', [[1000, auto(2)]], 7500, 3],
    ['auto stops at the last step', [[0, auto(1)]], 60_000, 5],
    [
      'auto continues from the steps shown',
      [
        [0, advance],
        [0, advance],
        [0, auto(3)],
      ],
      3000,
      3,
    ],
    [
      'advance during auto: next step a full interval later',
      [
        [0, auto(2)],
        [3000, advance],
      ],
      4999,
      2,
    ],
    [
      'advance during auto: then auto goes on',
      [
        [0, auto(2)],
        [3000, advance],
      ],
      5000,
      3,
    ],
    [
      'reset stops auto',
      [
        [0, auto(1)],
        [2500, reset],
      ],
      10_000,
      0,
    ],
    [
      'show full stops auto',
      [
        [0, auto(1)],
        [500, full],
        [600, reset],
      ],
      10_000,
      0,
    ],
    ['auto 0 is ignored', [[0, auto(0)]], 10_000, 0],
    ['auto -3 is ignored', [[0, auto(-3)]], 10_000, 0],
    ['auto NaN is ignored', [[0, auto(Number.NaN)]], 10_000, 0],
    [
      'a new auto restarts the timer',
      [
        [0, auto(10)],
        [9000, auto(2)],
      ],
      10_999,
      0,
    ],
    [
      'a new auto restarts the timer (then reveals)',
      [
        [0, auto(10)],
        [9000, auto(2)],
      ],
      11_000,
      1,
    ],
    ['auto with fractional seconds', [[0, auto(0.5)]], 1000, 2],
  ])('%s', (_label, events, at, expected) => {
    expect(shownAt(events, at)).toBe(expected);
  });

  it('clamps to a draft that got shorter', () => {
    expect(shownAt([[0, full]], 1, 5)).toBe(5);
    const state = applyDraftTrigger(INITIAL_DRAFT_STATE, full, 0, 5);
    expect(getRevealedSteps(state, 1, 2)).toBe(2);
    expect(getRevealedSteps(state, 1, 0)).toBe(0);
  });

  it.each<[string, [number, DraftTrigger][], number, number | null]>([
    ['no auto: no timer', [[0, advance]], 10, null],
    ['auto 2 s at 0: next at 2 s', [[0, auto(2)]], 0, 2000],
    ['auto 2 s at 0: 500 ms left at 3.5 s', [[0, auto(2)]], 3500, 500],
    ['auto done: no timer', [[0, auto(1)]], 5000, null],
    [
      'after show full: no timer',
      [
        [0, auto(1)],
        [1, full],
      ],
      10,
      null,
    ],
  ])('next reveal: %s', (_label, events, at, expected) => {
    const state = events.reduce<DraftState>(
      (s, [time, trigger]) => applyDraftTrigger(s, trigger, time, TOTAL),
      INITIAL_DRAFT_STATE,
    );
    expect(getNextRevealDelay(state, at, TOTAL)).toBe(expected);
  });

  it('the whole auto draft takes seconds × remaining steps', () => {
    const state = applyDraftTrigger(INITIAL_DRAFT_STATE, auto(4), 0, TOTAL);
    expect(getRevealedSteps(state, 4000 * TOTAL - 1, TOTAL)).toBe(TOTAL - 1);
    expect(getRevealedSteps(state, 4000 * TOTAL, TOTAL)).toBe(TOTAL);
  });
});
