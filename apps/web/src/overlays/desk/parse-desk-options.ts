import { hasFlag, isOffValue } from '../shell/read-option.js';
/** The desk overlay's own query options (OVERLAYS §1 desk). */
export interface DeskOptions {
  /** `disable` / `casters=false`: no people row (the middle area only). */
  readonly hidePeople: boolean;
  /**
   * `lower` (default on): the desk sits in the lower part of the frame (middle block above the people row, both
   * anchored to the bottom edge); `lower=false` anchors them to the top edge instead.
   */
  readonly lower: boolean;
  /** `ignoreTalentSocket` / `ignoreTalent`: the talent triggers are ignored, every person stays shown. */
  readonly ignoreTalent: boolean;
  /** `display`: a desk display mode that wins over the broadcast's desk_display (RULES (g)); null when absent. */
  readonly display: string | null;
}

/** Reads the desk options; unknown values fall back to the defaults. */
export function parseDeskOptions(params: URLSearchParams): DeskOptions {
  const casters = params.getAll('casters');
  const display = params
    .getAll('display')
    .map((value) => value.trim())
    .find((value) => value !== '');
  return {
    hidePeople: hasFlag(params, 'disable') || casters.some((v) => isOffValue(v)),
    lower: !params.getAll('lower').some((v) => isOffValue(v)),
    ignoreTalent: hasFlag(params, 'ignoreTalentSocket') || hasFlag(params, 'ignoreTalent'),
    display: display ?? null,
  };
}
