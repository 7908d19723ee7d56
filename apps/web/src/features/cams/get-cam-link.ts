/** Camera link parameters when a broadcast sets none (public-site §9, broadcast §2: 'cover, na, animate=0'). */
export const DEFAULT_CAM_PARAMS = 'cover, na, animate=0';

/** The VDO.Ninja viewer a cam code opens (the webcam links of guests are VDO.Ninja view links, broadcast §5). */
export const CAM_VIEW_BASE = 'https://vdo.ninja/';

/** The player fields a camera link is built from (RULES (h) Player cam_code, use_cam; crew-only). */
export interface CamPlayer {
  readonly cam_code?: string | null;
}

/** The broadcast fields a camera link reads (RULES (h) Broadcast cams_default_params; crew-only). */
export interface CamBroadcast {
  readonly cams_default_params?: string | null;
}

/**
 * The camera link parameters: the broadcast's cams_default_params (a comma list), else 'cover, na, animate=0'.
 * Empty entries are dropped, so a blank setting also falls back to the defaults.
 */
export function readCamParams(text: string | null | undefined): string[] {
  const own = splitParams(text ?? '');
  return own.length > 0 ? own : splitParams(DEFAULT_CAM_PARAMS);
}

function splitParams(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim().replace(/^[&?]+/, ''))
    .filter((part) => part !== '');
}

/** `key` or `key=value` as a query part, each side encoded (`animate=0` stays readable). */
function encodeParam(param: string): string {
  const at = param.indexOf('=');
  if (at < 0) return encodeURIComponent(param);
  return `${encodeURIComponent(param.slice(0, at))}=${encodeURIComponent(param.slice(at + 1))}`;
}

function paramKey(param: string): string {
  const at = param.indexOf('=');
  return decodeURIComponentSafe(at < 0 ? param : param.slice(0, at)).toLowerCase();
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A player's camera link (our rule; the spec names the fields, not the URL): null without a cam code. A code is
 * a VDO.Ninja stream id, opened as `https://vdo.ninja/?view={code}`; a code that already is an http(s) link is
 * kept as it is. The broadcast's camera parameters are appended, except those the link already has, so the
 * link works as an OBS browser source (`&cover&na&animate=0` by default). The relay prefix is for the cam
 * overlays, not for this link.
 */
export function getCamLink(
  player: CamPlayer,
  broadcast: CamBroadcast | null = null,
): string | null {
  const code = player.cam_code?.trim() ?? '';
  if (code === '') return null;
  const isLink = /^https?:\/\//i.test(code);
  const base = isLink ? code : `${CAM_VIEW_BASE}?view=${encodeURIComponent(code)}`;
  const hashAt = base.indexOf('#');
  const head = hashAt < 0 ? base : base.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : base.slice(hashAt);
  const queryAt = head.indexOf('?');
  const present = new Set(
    (queryAt < 0 ? '' : head.slice(queryAt + 1))
      .split('&')
      .filter((part) => part !== '')
      .map(paramKey),
  );
  const added = readCamParams(broadcast?.cams_default_params).filter((param) => {
    const key = paramKey(param);
    if (present.has(key)) return false;
    present.add(key);
    return true;
  });
  if (added.length === 0) return base;
  const separator = queryAt < 0 ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return `${head}${separator}${added.map(encodeParam).join('&')}${hash}`;
}
