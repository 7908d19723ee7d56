/**
 * The Hero Draft reveal (RULES (g), OVERLAYS §3): how many pick/ban steps show, moved by reset_draft,
 * show_full_draft, advance_draft and auto_draft (seconds). Pure: the clock is passed in.
 */
export interface DraftState {
  /** Steps shown when no auto reveal runs (or when it started). */
  readonly revealed: number;
  /** The running auto reveal: one more step every `seconds`, counted from `startedAt` (ms). */
  readonly auto: { readonly seconds: number; readonly startedAt: number } | null;
}

export type DraftTrigger =
  | { readonly trigger: 'reset_draft' }
  | { readonly trigger: 'show_full_draft' }
  | { readonly trigger: 'advance_draft' }
  | { readonly trigger: 'auto_draft'; readonly seconds: number };

/** At load the draft starts hidden (step 0). */
export const INITIAL_DRAFT_STATE: DraftState = { revealed: 0, auto: null };

/** The steps shown at `now` (0 … total). */
export function getRevealedSteps(state: DraftState, now: number, total: number): number {
  const max = Math.max(0, total);
  let count = state.revealed;
  if (state.auto) {
    const elapsed = Math.max(0, now - state.auto.startedAt);
    count += Math.floor(elapsed / (state.auto.seconds * 1000));
  }
  return Math.min(max, Math.max(0, count));
}

/** Milliseconds until the auto reveal shows its next step; null when none runs or every step shows. */
export function getNextRevealDelay(state: DraftState, now: number, total: number): number | null {
  if (!state.auto || getRevealedSteps(state, now, total) >= total) return null;
  const period = state.auto.seconds * 1000;
  const elapsed = Math.max(0, now - state.auto.startedAt);
  return period - (elapsed % period);
}

/**
 * reset_draft: back to no step, auto stopped. show_full_draft: every step, auto stopped. advance_draft: the next
 * step now (a running auto reveal goes on, its next step a full interval later). auto_draft (n): one more step
 * every n s from now, the first after n s (so the whole draft takes n × remaining steps); anything other than a
 * positive number is ignored. Answers a new state.
 */
export function applyDraftTrigger(
  state: DraftState,
  trigger: DraftTrigger,
  now: number,
  total: number,
): DraftState {
  const current = getRevealedSteps(state, now, total);
  switch (trigger.trigger) {
    case 'reset_draft':
      return INITIAL_DRAFT_STATE;
    case 'show_full_draft':
      return { revealed: Math.max(0, total), auto: null };
    case 'advance_draft': {
      const revealed = Math.min(Math.max(0, total), current + 1);
      return { revealed, auto: state.auto ? { ...state.auto, startedAt: now } : null };
    }
    case 'auto_draft': {
      const { seconds } = trigger;
      if (!Number.isFinite(seconds) || seconds <= 0) return state;
      return { revealed: current, auto: { seconds, startedAt: now } };
    }
  }
}
