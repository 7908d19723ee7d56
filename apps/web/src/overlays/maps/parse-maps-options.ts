import { readFlagOption } from '../shell/read-option.js';

/** The maps route's options (OVERLAYS §1 maps). */
export interface MapsOptions {
  /** `auto`: only the maps entered so far plus the next one (selectShownMaps), instead of the whole series. */
  readonly auto: boolean;
}

/** Reads the maps options from the query parameters. */
export function parseMapsOptions(params: URLSearchParams): MapsOptions {
  return { auto: readFlagOption(params, false, 'auto') };
}
