import {
  CodedError,
  type UpdateBreakAutomationBody,
  type UpdateBreakDisplayBody,
} from '@castline/contracts';
import { checkBreakAutomationOptions, type BreakAutomationProblem } from '@castline/domain';
import type { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import type { BroadcastActionPlan } from '../broadcasts/broadcast-action-runner.js';

type BreakState = Pick<BroadcastEntity, 'id' | 'break_automation' | 'break_display'>;

/** The answer of update-break-automation (the web then shows 'Break automation updated'). */
export interface BreakAutomationResult {
  broadcast: string;
  break_automation: string[];
  changed: boolean;
}

/** The answer of update-break-display: the value the web names in 'Break display set to {x}'. */
export interface BreakDisplayResult {
  broadcast: string;
  break_display: string | null;
  changed: boolean;
}

/** The refusal text (a 400 naming `options`) of each break automation problem (RULES (a), (f)). */
export function describeBreakAutomationProblem(problem: BreakAutomationProblem): string {
  switch (problem.code) {
    case 'unknown-option':
      return `options: "${problem.option}" is not a break automation option`;
    case 'duplicate-option':
      return `options: "${problem.option}" is listed twice`;
    case 'exclusive-settings':
      return "options: Choose only one of 'setting: Always do 30s Matchup' and 'setting: Always do 30s Schedule'";
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * Plans actions/update-break-automation (RULES (a), (f)): the options are stored as given (their order is the
 * rotation order); a real change resets the break rotation epoch to `now` (ms). Refused (400) with a duplicate or
 * both 30 s ending settings.
 */
export function planBreakAutomation(
  current: BreakState,
  body: Pick<UpdateBreakAutomationBody, 'options'>,
  now: number,
): BroadcastActionPlan<BreakAutomationResult> {
  const problem = checkBreakAutomationOptions(body.options);
  if (problem) throw new CodedError('BAD_REQUEST', describeBreakAutomationProblem(problem));
  const next = [...body.options];
  const changed = !sameList(current.break_automation, next);
  return {
    changes: changed ? { break_automation: next, break_rotation_epoch: now } : {},
    result: { broadcast: current.id, break_automation: next, changed },
  };
}

/**
 * Plans actions/update-break-display (RULES (a), (f)): break_display ← the option (null: empty, automation runs);
 * a real change resets the break rotation epoch to `now` (ms).
 */
export function planBreakDisplay(
  current: BreakState,
  body: Pick<UpdateBreakDisplayBody, 'option'>,
  now: number,
): BroadcastActionPlan<BreakDisplayResult> {
  const next = body.option;
  const changed = (current.break_display ?? null) !== next;
  return {
    changes: changed ? { break_display: next, break_rotation_epoch: now } : {},
    result: { broadcast: current.id, break_display: next, changed },
  };
}
