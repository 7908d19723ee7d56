import { describe, expect, it } from 'vitest';
import {
  applyTalentTrigger,
  INITIAL_TALENT_VISIBILITY,
  isTalentShown,
  type TalentTrigger,
} from './talent-visibility.js';

const run = (triggers: readonly TalentTrigger[]) =>
  triggers.reduce(applyTalentTrigger, INITIAL_TALENT_VISIBILITY);
const shown = (triggers: readonly TalentTrigger[], count = 4) => {
  const state = run(triggers);
  return Array.from({ length: count }, (_, i) => isTalentShown(state, i + 1));
};

describe('talent visibility', () => {
  it.each<[string, TalentTrigger[], boolean[]]>([
    ['everyone at load', [], [true, true, true, true]],
    ['hide 2', [{ trigger: 'hide_talent', n: 2 }], [true, false, true, true]],
    [
      'hide then show 2',
      [
        { trigger: 'hide_talent', n: 2 },
        { trigger: 'show_talent', n: 2 },
      ],
      [true, true, true, true],
    ],
    ['toggle 3', [{ trigger: 'toggle_talent', n: 3 }], [true, true, false, true]],
    [
      'toggle 3 twice',
      [
        { trigger: 'toggle_talent', n: 3 },
        { trigger: 'toggle_talent', n: 3 },
      ],
      [true, true, true, true],
    ],
    ['clear hides all', [{ trigger: 'clear_talent' }], [false, false, false, false]],
    [
      'clear then show 1',
      [{ trigger: 'clear_talent' }, { trigger: 'show_talent', n: 1 }],
      [true, false, false, false],
    ],
    [
      'clear then toggle 4',
      [{ trigger: 'clear_talent' }, { trigger: 'toggle_talent', n: 4 }],
      [false, false, false, true],
    ],
    [
      'clear forgets earlier shows',
      [{ trigger: 'show_talent', n: 1 }, { trigger: 'clear_talent' }],
      [false, false, false, false],
    ],
    [
      'show of someone shown changes nothing',
      [{ trigger: 'show_talent', n: 1 }],
      [true, true, true, true],
    ],
    [
      'a number past the people is remembered',
      [{ trigger: 'hide_talent', n: 9 }],
      [true, true, true, true],
    ],
    ['n = 0 is ignored', [{ trigger: 'hide_talent', n: 0 }], [true, true, true, true]],
    ['n = 1.5 is ignored', [{ trigger: 'toggle_talent', n: 1.5 }], [true, true, true, true]],
  ])('%s', (_label, triggers, expected) => {
    expect(shown(triggers)).toEqual(expected);
  });

  it('a person added after a hide of their number starts hidden', () => {
    expect(isTalentShown(run([{ trigger: 'hide_talent', n: 9 }]), 9)).toBe(false);
  });

  it('never changes its input', () => {
    const state = run([{ trigger: 'hide_talent', n: 1 }]);
    const copy = structuredClone(state);
    applyTalentTrigger(state, { trigger: 'toggle_talent', n: 1 });
    applyTalentTrigger(state, { trigger: 'clear_talent' });
    expect(state).toEqual(copy);
  });
});
