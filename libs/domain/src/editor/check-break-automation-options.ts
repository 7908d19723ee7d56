import {
  ALWAYS_30S_MATCHUP,
  ALWAYS_30S_SCHEDULE,
  BREAK_AUTOMATION_OPTIONS,
} from './break-automation.js';

/** Why a break_automation list is refused. */
export type BreakAutomationProblem =
  | { readonly code: 'unknown-option'; readonly option: string }
  | { readonly code: 'duplicate-option'; readonly option: string }
  | { readonly code: 'exclusive-settings' };

/**
 * RULES.md (a) update-break-automation / (f): options must come from the 10 stored strings, without duplicates,
 * and may hold at most one of the two 30 s ending settings. Returns the first problem, or null when valid.
 */
export function checkBreakAutomationOptions(
  options: readonly string[],
): BreakAutomationProblem | null {
  const known: readonly string[] = BREAK_AUTOMATION_OPTIONS;
  const seen = new Set<string>();
  for (const option of options) {
    if (!known.includes(option)) return { code: 'unknown-option', option };
    if (seen.has(option)) return { code: 'duplicate-option', option };
    seen.add(option);
  }
  if (seen.has(ALWAYS_30S_MATCHUP) && seen.has(ALWAYS_30S_SCHEDULE)) {
    return { code: 'exclusive-settings' };
  }
  return null;
}
