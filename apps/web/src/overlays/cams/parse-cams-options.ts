import { hasFlag, isOffValue } from '../shell/read-option.js';

/**
 * The `relay` option: absent (each route's default), off (`relay=false`), on (`relay`: the broadcast's
 * cams_relay_prefix) or a prefix of its own (`relay=https://…`).
 */
export type CamsRelayOption =
  | { readonly mode: 'default' }
  | { readonly mode: 'off' }
  | { readonly mode: 'on' }
  | { readonly mode: 'prefix'; readonly prefix: string };

/** The cam overlays' options (OVERLAYS §1 cams, cams/pov, cams/full). */
export interface CamsOptions {
  /** `params` (cams): camera link parameters, a comma list (every `params` value adds up); they win over the broadcast's. */
  readonly params: readonly string[];
  /** `number` / `num`: the 1-based cam (cams/pov; cams/full defaults to 1). */
  readonly number: number | null;
  /** `player` (cams/pov): a player's record id or name. */
  readonly player: string | null;
  /** `full` (cams/pov): the cam fills the frame. */
  readonly full: boolean;
  /** `alwaysShow` (cams/pov): shown even while the broadcast's cams are off. */
  readonly alwaysShow: boolean;
  /** `alwaysShowBox` / `box` (cams/pov): the themed frame stays while the cam is hidden or has no link. */
  readonly alwaysShowBox: boolean;
  readonly relay: CamsRelayOption;
  /** `name` (cams/full): the name shown instead of the person's; null keeps theirs. */
  readonly name: string | null;
  /** `name=false` (cams/full): no name plate. */
  readonly hideName: boolean;
  /** `socials` (cams/full): the person's Twitter handle and pronouns on the plate. */
  readonly socials: boolean;
}

function firstText(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names)
    for (const value of params.getAll(name)) if (value.trim() !== '') return value.trim();
  return null;
}

function readNumber(params: URLSearchParams): number | null {
  const text = firstText(params, 'number', 'num');
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

function readRelay(params: URLSearchParams): CamsRelayOption {
  const values = params.getAll('relay').map((value) => value.trim());
  if (values.length === 0) return { mode: 'default' };
  const prefix = values.find((value) => /^https?:\/\//i.test(value));
  if (prefix) return { mode: 'prefix', prefix };
  return values.some((value) => isOffValue(value)) ? { mode: 'off' } : { mode: 'on' };
}

/** Reads the cam overlays' options from the query parameters. Pure. */
export function parseCamsOptions(params: URLSearchParams): CamsOptions {
  const name = firstText(params, 'name');
  const hideName = name !== null && isOffValue(name);
  return {
    params: params
      .getAll('params')
      .flatMap((value) => value.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
    number: readNumber(params),
    player: firstText(params, 'player'),
    full: hasFlag(params, 'full'),
    alwaysShow: hasFlag(params, 'alwaysShow'),
    alwaysShowBox: hasFlag(params, 'alwaysShowBox', 'box'),
    relay: readRelay(params),
    name: hideName ? null : name,
    hideName,
    socials: hasFlag(params, 'socials'),
  };
}
