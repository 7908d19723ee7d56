import {
  ALWAYS_30S_MATCHUP,
  ALWAYS_30S_SCHEDULE,
  BREAK_DISPLAY_VALUES,
  BREAK_ENDING_MS,
} from './break-automation.js';
import type { BreakFacts, BreakSlide, BreakSlideName } from './break-automation.js';
import { getBreakCandidates } from './get-break-candidates.js';
import { getBreakSlideIndex } from './get-break-slide-index.js';
import { isBreakAutomationActive } from './is-break-automation-active.js';
import { isBreakSlideAvailable } from './is-break-slide-available.js';

/** Everything that decides the break slide shown at a moment. */
export interface BreakSlideInput {
  readonly breakDisplay: string | null | undefined;
  readonly breakAutomation: readonly string[];
  readonly facts: BreakFacts;
  /** The synced broadcast clock (ms). */
  readonly now: number;
  /** break_rotation_epoch (ms). */
  readonly rotationEpoch: number;
  /** countdown_end (ms), or null. */
  readonly countdownEnd: number | null | undefined;
}

/**
 * RULES.md (f): a display other than Automated (or empty) shows that slide only. Otherwise, with countdown_end set
 * and 30 s or less left (also after zero), the first 30 s ending setting in stored order shows its slide unless it
 * is skipped; else the rotation shows candidate floor((now − epoch) / 20 s) mod n. null when nothing can show.
 */
export function getBreakSlide(input: BreakSlideInput): BreakSlide | null {
  if (!isBreakAutomationActive(input.breakDisplay)) {
    const values: readonly string[] = BREAK_DISPLAY_VALUES;
    if (!input.breakDisplay || !values.includes(input.breakDisplay)) return null;
    return { type: 'slide', slide: input.breakDisplay as BreakSlideName };
  }
  if (
    input.countdownEnd !== null &&
    input.countdownEnd !== undefined &&
    input.countdownEnd - input.now <= BREAK_ENDING_MS
  ) {
    for (const option of input.breakAutomation) {
      const slide: BreakSlideName | null =
        option === ALWAYS_30S_SCHEDULE
          ? 'Schedule'
          : option === ALWAYS_30S_MATCHUP
            ? 'Matchup'
            : null;
      if (slide && isBreakSlideAvailable(slide, input.facts)) return { type: 'slide', slide };
    }
  }
  const candidates = getBreakCandidates(input.breakAutomation, input.facts);
  const index = getBreakSlideIndex(input.now, input.rotationEpoch, candidates.length);
  return index === null ? null : (candidates[index] ?? null);
}
