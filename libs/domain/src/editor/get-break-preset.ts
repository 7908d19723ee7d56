import type { EventNameInput } from '../results/match-name-input.js';
import { END_OF_STREAM_TITLE } from './break-automation.js';
import type { BreakDisplay, BreakPreset } from './break-automation.js';

/** The broadcast fields a preset sets; countdownEnd is present (null) only when the preset clears the countdown. */
export interface BreakPresetUpdate {
  readonly title: string;
  readonly breakDisplay: BreakDisplay;
  readonly countdownEnd?: null;
}

/**
 * RULES.md (f) presets: 'Start of stream' = title ← event short (else name) and display Automated;
 * 'End of stream' = title 'Thanks for watching!', display Staff, countdown cleared.
 */
export function getBreakPreset(
  preset: BreakPreset,
  event: EventNameInput | null | undefined,
): BreakPresetUpdate {
  if (preset === 'End of stream') {
    return { title: END_OF_STREAM_TITLE, breakDisplay: 'Staff', countdownEnd: null };
  }
  return {
    title: event?.short?.trim() || event?.name?.trim() || '',
    breakDisplay: 'Automated',
  };
}
