import { hasFlag } from '../shell/read-option.js';

/** The bracket route's options (OVERLAYS §1 bracket). */
export interface BracketOptions {
  /** `key`: the bracket with that key; null when absent or blank. */
  readonly key: string | null;
  /** `match`: the bracket containing the live match. */
  readonly match: boolean;
  /** `extended` / `expanded` / `full`: 1.5 times larger (broadcast §2), fitted to the frame. */
  readonly extended: boolean;
  /** `scale`: a positive size factor (e.g. 0.8); null when absent or not a positive number. */
  readonly scale: number | null;
  /** `small`: compact cards (team codes, no card header strip). */
  readonly small: boolean;
}

/** Reads the bracket options from the query parameters. */
export function parseBracketOptions(params: URLSearchParams): BracketOptions {
  const key =
    params
      .getAll('key')
      .map((value) => value.trim())
      .find((value) => value !== '') ?? null;
  const scaleText = params.get('scale')?.trim() ?? '';
  const scale = /^\d*\.?\d+$/.test(scaleText) ? Number(scaleText) : NaN;
  return {
    key,
    match: hasFlag(params, 'match'),
    extended: hasFlag(params, 'extended', 'expanded', 'full'),
    scale: Number.isFinite(scale) && scale > 0 && scale <= 10 ? scale : null,
    small: hasFlag(params, 'small'),
  };
}
