import { GFX_BUTTON_COUNT_MAX, GFX_BUTTON_COUNT_MIN } from '@castline/domain';

/** The GFX module's texts (OVERLAYS §4 GFX; broadcast spec §5 "GFX count prompt accepts only 1 to 24"). */
export const GFX_TEXT = {
  countLabel: 'GFX buttons',
  countHint: `${GFX_BUTTON_COUNT_MIN} to ${GFX_BUTTON_COUNT_MAX}`,
  countError: `Enter a whole number from ${GFX_BUTTON_COUNT_MIN} to ${GFX_BUTTON_COUNT_MAX}`,
  /** How many of the broadcast's items have a button. */
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} GFX item${total === 1 ? '' : 's'}`
      : `${shown} of ${total} GFX items`,
  /** The button's visible number. */
  buttonNumber: (n: number) => `GFX ${n}`,
  /** The button's accessible name: it opens the gfx/{n} overlay in a new tab. */
  buttonLabel: (n: number, name: string, type: string | null) =>
    `Open GFX ${n}: ${name}${type ? ` (${type})` : ''} in a new tab`,
  unnamed: 'Unnamed GFX item',
  loading: 'Loading…',
  /** The reorder select of button n: which item sits there (update-gfx-index). */
  slotSelectLabel: (n: number) => `Item on GFX ${n}`,
  option: (position: number, name: string) => `${position}. ${name}`,
} as const;
