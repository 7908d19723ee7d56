/** Which desk people the talent triggers have shown or hidden (OVERLAYS §3). People are numbered from 1. */
export interface TalentVisibility {
  /** What a person no trigger has named since the last clear shows as. */
  readonly shownByDefault: boolean;
  /** Person number → shown, for those a trigger has named. */
  readonly named: Readonly<Record<number, boolean>>;
}

export type TalentTrigger =
  | { readonly trigger: 'show_talent'; readonly n: number }
  | { readonly trigger: 'hide_talent'; readonly n: number }
  | { readonly trigger: 'toggle_talent'; readonly n: number }
  | { readonly trigger: 'clear_talent' };

/** At load every person shows. */
export const INITIAL_TALENT_VISIBILITY: TalentVisibility = { shownByDefault: true, named: {} };

/** Whether person n (1-based) shows. */
export function isTalentShown(state: TalentVisibility, n: number): boolean {
  return state.named[n] ?? state.shownByDefault;
}

/**
 * show_talent / hide_talent / toggle_talent (n) show, hide or toggle person n; clear_talent hides everyone
 * (people added later too) until a trigger shows one again. A number that is not a positive integer changes
 * nothing. Answers a new state; the input is never changed.
 */
export function applyTalentTrigger(
  state: TalentVisibility,
  trigger: TalentTrigger,
): TalentVisibility {
  if (trigger.trigger === 'clear_talent') return { shownByDefault: false, named: {} };
  const { n } = trigger;
  if (!Number.isInteger(n) || n < 1) return state;
  const shown =
    trigger.trigger === 'show_talent'
      ? true
      : trigger.trigger === 'hide_talent'
        ? false
        : !isTalentShown(state, n);
  return { ...state, named: { ...state.named, [n]: shown } };
}
