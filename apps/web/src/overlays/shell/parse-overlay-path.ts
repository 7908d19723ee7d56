/** The two shells (OVERLAYS §2 "Addresses"). */
export type OverlayShell = 'broadcast' | 'client';

/** Where an overlay document is: the shell (broadcast or client), its code or key, and the overlay route. */
export interface OverlayPath {
  readonly shell: OverlayShell;
  /** The broadcast code, or the client key (lower-cased, OVERLAYS §2 "Addresses"). */
  readonly key: string;
  /** The overlay route after the key ('ingame', 'cams/pov', …); '' when none. */
  readonly route: string;
}

/**
 * OVERLAYS §2 "Addresses": /broadcast/{code}/{route} and /client/{key}/{route}. Answers null for any other
 * path. The overlay document has no router (react-router stays out of the overlay bundle), so this is it.
 */
export function parseOverlayPath(pathname: string): OverlayPath | null {
  const match = /^\/(broadcast|client)\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const shell = match[1] === 'client' ? 'client' : 'broadcast';
  let key: string;
  let route: string;
  try {
    key = decodeURIComponent(match[2] ?? '');
    route = decodeURIComponent(match[3] ?? '').replace(/\/+$/, '');
  } catch {
    return null;
  }
  return { shell, key: shell === 'client' ? key.toLowerCase() : key, route };
}
