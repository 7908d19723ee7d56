/** How a name is shown in a box too narrow for it: the text (the name or its short form) and a font scale. */
export interface FittedName {
  readonly text: string;
  readonly scale: number;
}

export interface FitNameInput {
  readonly name: string;
  /** The short form (a team's code, a placeholder's short name); the name itself when there is none. */
  readonly short: string;
  /** Room for the text, and the text widths at full size, in the same unit (px). */
  readonly available: number;
  readonly nameWidth: number;
  readonly shortWidth: number;
}

/** A name that overflows by at most this much is shrunk rather than swapped for its short form. */
export const FIT_SHRINK_BEFORE_SHORT = 0.85;
/** The smallest a name is shrunk to; below it the text is cut with an ellipsis (its title keeps it whole). */
export const FIT_MIN_SCALE = 0.75;

const round = (scale: number) => Math.floor(scale * 100) / 100;

/**
 * Fits a name into a bracket card row (issue 12 item 4: nothing cut without a way to read it): the whole name
 * when it fits; else the name slightly smaller (down to 85 %); else the short form (a team's code), shrunk if it
 * must be; else, with no short form, the name down to 75 %, cut beyond that. The row's title and the card's
 * accessible name always carry the whole name.
 */
export function fitName(input: FitNameInput): FittedName {
  const { name, short, available, nameWidth, shortWidth } = input;
  if (available <= 0 || nameWidth <= available) return { text: name, scale: 1 };
  const ratio = available / nameWidth;
  if (ratio >= FIT_SHRINK_BEFORE_SHORT) return { text: name, scale: round(ratio) };
  if (short !== '' && short !== name && shortWidth < nameWidth) {
    const shortRatio = shortWidth <= available ? 1 : available / shortWidth;
    return { text: short, scale: Math.max(FIT_MIN_SCALE, round(shortRatio)) };
  }
  return { text: name, scale: Math.max(FIT_MIN_SCALE, round(ratio)) };
}
