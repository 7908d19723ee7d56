import { readFlagOption } from '../shell/read-option.js';

/** The gfx overlay's own options (OVERLAYS §1 gfx/:index); `index` / `number` are read by the shell's route. */
export interface GfxOptions {
  /** `extended` / `expanded` / `full`: the item takes the whole frame (Bracket: its extended form). */
  readonly extended: boolean;
}

/** Reads the gfx options from the page's query (`?extended`, `?full=1`; `false` / `0` / `no` / `off` turn off). */
export function parseGfxOptions(params: URLSearchParams): GfxOptions {
  return { extended: readFlagOption(params, false, 'extended', 'expanded', 'full') };
}
