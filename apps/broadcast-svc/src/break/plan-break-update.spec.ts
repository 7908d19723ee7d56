import { CodedError, type UpdateBreakAutomationBody } from '@castline/contracts';
import { planBreakAutomation, planBreakDisplay } from './plan-break-update.js';

const ID = 'recBROADCAST00001';
const NOW = 1_790_000_000_000;
const state = (break_automation: string[], break_display: string | null = 'Automated') => ({
  id: ID,
  break_automation,
  break_display,
});
type Option = UpdateBreakAutomationBody['options'][number];

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('planBreakAutomation (RULES (a) update-break-automation, (f))', () => {
  it.each<[string, string[], Option[]]>([
    [
      'stores new options and resets the epoch',
      ['use: Schedule'],
      ['use: Schedule', 'use: Bracket'],
    ],
    [
      'stores a new order (the rotation order)',
      ['use: Schedule', 'use: Bracket'],
      ['use: Bracket', 'use: Schedule'],
    ],
    ['stores an empty list', ['use: Schedule'], []],
    ['stores one 30 s ending setting', [], ['use: Matchup', 'setting: Always do 30s Schedule']],
    [
      'stores all eight rotation options',
      [],
      [
        'use: Schedule',
        'use: Standings',
        'use: Bracket',
        'use: Matchup',
        'use: Image',
        'use: Staff',
        'use: Title',
        'use: Other Info',
      ],
    ],
  ])('%s', (_name, current, options) => {
    const plan = planBreakAutomation(state(current), { options }, NOW);
    expect(plan.changes).toEqual({ break_automation: options, break_rotation_epoch: NOW });
    expect(plan.result).toEqual({ broadcast: ID, break_automation: options, changed: true });
  });

  it('plans no change (and no epoch reset) for the same options in the same order', () => {
    const plan = planBreakAutomation(
      state(['use: Staff', 'use: Title']),
      { options: ['use: Staff', 'use: Title'] },
      NOW,
    );
    expect(plan.changes).toEqual({});
    expect(plan.result.changed).toBe(false);
  });

  it.each<[string, Option[], string]>([
    [
      'a duplicate',
      ['use: Image', 'use: Staff', 'use: Image'],
      'options: "use: Image" is listed twice',
    ],
    [
      'both 30 s ending settings',
      ['setting: Always do 30s Matchup', 'setting: Always do 30s Schedule'],
      "options: Choose only one of 'setting: Always do 30s Matchup' and 'setting: Always do 30s Schedule'",
    ],
    [
      'an unknown option',
      ['use: Everything' as Option],
      'options: "use: Everything" is not a break automation option',
    ],
  ])('refuses %s with a 400 naming options', (_name, options, message) => {
    const error = thrown(() => planBreakAutomation(state([]), { options }, NOW));
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('never changes the current state or the body', () => {
    const current = state(Object.freeze(['use: Schedule']) as string[]);
    const options = Object.freeze(['use: Bracket']) as Option[];
    const plan = planBreakAutomation(current, { options }, NOW);
    expect(current.break_automation).toEqual(['use: Schedule']);
    expect(plan.changes.break_automation).not.toBe(options);
  });
});

describe('planBreakDisplay (RULES (a) update-break-display, (f))', () => {
  it.each<[string, string | null, 'Schedule' | 'Automated' | 'Other Streams' | null]>([
    ['sets a slide', 'Automated', 'Schedule'],
    ['sets Automated', 'Staff', 'Automated'],
    ['sets the last value', null, 'Other Streams'],
    ['clears the display (null)', 'Title', null],
  ])('%s and resets the epoch', (_name, current, option) => {
    const plan = planBreakDisplay(state([], current), { option }, NOW);
    expect(plan.changes).toEqual({ break_display: option, break_rotation_epoch: NOW });
    expect(plan.result).toEqual({ broadcast: ID, break_display: option, changed: true });
  });

  it.each<[string | null, 'Matchup' | null]>([
    ['Matchup', 'Matchup'],
    [null, null],
  ])('plans no change (and no epoch reset) when the display is already %s', (current, option) => {
    const plan = planBreakDisplay(state([], current), { option }, NOW);
    expect(plan.changes).toEqual({});
    expect(plan.result).toEqual({ broadcast: ID, break_display: option, changed: false });
  });
});
