import type { OverlayShell } from './parse-overlay-path.js';
import { hasFlag, isOffValue, readTextOption } from './read-option.js';

/**
 * The shell's query options (OVERLAYS §2 "Query options", broadcast §2): what every overlay of both shells reads
 * from its address. Route-specific options (url, index, team, …) are read by their overlay from `params`.
 */
export interface OverlayOptions {
  /** `title`: the shell title (custom, break-text). */
  readonly title: string | null;
  /** `subtitle`: the line under the title. */
  readonly subtitle: string | null;
  /** `stingerText`: the text on the stinger. */
  readonly stingerText: string | null;
  /** `stingerThemeOverride` / `stingerTheme`: a theme id for the stinger (wins over theme_override). */
  readonly stingerTheme: string | null;
  /** `top` (broadcast shell only): a layout hint for overlays that can anchor to the top edge. */
  readonly top: boolean;
  /** `noAnimate` / `dontAnimate` / `noAnimation`: always active, no animation, no stinger transition. */
  readonly noAnimate: boolean;
  /** `noStinger` / `stinger=false`: no stinger even with 'Use built-in stingers'. */
  readonly noStinger: boolean;
  /** `class` / `bodyClass`: extra body classes (space or comma separated, both options add up). */
  readonly bodyClasses: readonly string[];
  /** `full`: the full (expanded) layout where an overlay has one. */
  readonly full: boolean;
  /** `background`: 1-based index into the broadcast's background attachments (null: the first). */
  readonly background: number | null;
  /** `token`: a token copied from the Token modal, for overlays that send production messages. */
  readonly token: string | null;
  /**
   * `team` (stinger route, OVERLAYS §1): `highlight` (the broadcast's highlight_team) or a team's record id (a
   * 14-character URL id gets its `rec` prefix back); null when absent or not an id.
   */
  readonly team: string | null;
  /** `teamNum` (stinger route, OVERLAYS §1): 1 or 2, the live match's team in display order; else null. */
  readonly teamNum: 1 | 2 | null;
  /** Every query parameter, for route-specific options. */
  readonly params: URLSearchParams;
}

/** A class name is kept only when it is a plain CSS identifier (no selectors or markup from an address). */
const CLASS_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/** A positive whole number (1-based index), else null. */
function readIndex(params: URLSearchParams, name: string): number | null {
  const text = readTextOption(params, name);
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** A record id as the `team` option may give it: `rec` + 14 characters, or the 14 alone (a URL id). */
const TEAM_ID = /^(rec)?[A-Za-z0-9]{14}$/;

/** `team`: `highlight` (any case) or a team record id; anything else is ignored. */
function readTeam(params: URLSearchParams): string | null {
  const text = readTextOption(params, 'team');
  if (text === null) return null;
  if (text.toLowerCase() === 'highlight') return 'highlight';
  if (!TEAM_ID.test(text)) return null;
  return text.length === 14 ? `rec${text}` : text;
}

/** `teamNum`: 1 or 2 (the live match's first or second team as displayed); anything else is ignored. */
function readTeamNum(params: URLSearchParams): 1 | 2 | null {
  const text = readTextOption(params, 'teamNum');
  return text === '1' ? 1 : text === '2' ? 2 : null;
}

/**
 * Reads the shell's query options from a query string (`?title=…&noStinger`). Pure: the same address gives the
 * same options. `top` is read by the broadcast shell only (OVERLAYS §2: "The client shell takes the same options
 * except top").
 */
export function parseOverlayOptions(search: string, shell: OverlayShell): OverlayOptions {
  const params = new URLSearchParams(search);
  const stingerParam = params.getAll('stinger');
  const stingerOff = stingerParam.some((value) => isOffValue(value));
  const bodyClasses = [...params.getAll('class'), ...params.getAll('bodyClass')]
    .flatMap((value) => value.split(/[\s,]+/))
    .filter((name) => CLASS_NAME.test(name));
  return {
    title: readTextOption(params, 'title'),
    subtitle: readTextOption(params, 'subtitle'),
    stingerText: readTextOption(params, 'stingerText'),
    stingerTheme: readTextOption(params, 'stingerThemeOverride', 'stingerTheme'),
    top: shell === 'broadcast' && hasFlag(params, 'top'),
    noAnimate: hasFlag(params, 'noAnimate', 'dontAnimate', 'noAnimation'),
    noStinger: stingerOff || hasFlag(params, 'noStinger'),
    bodyClasses: [...new Set(bodyClasses)],
    full: hasFlag(params, 'full'),
    background: readIndex(params, 'background'),
    token: readTextOption(params, 'token'),
    team: readTeam(params),
    teamNum: readTeamNum(params),
    params,
  };
}
