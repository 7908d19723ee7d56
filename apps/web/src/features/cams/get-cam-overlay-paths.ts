/** The camera overlay routes (OVERLAYS §1: cams with its children desk, ingame, pov, full). */
export const CAM_OVERLAY_ROUTES = {
  desk: 'cams/desk',
  ingame: 'cams/ingame',
  pov: 'cams/pov',
  full: 'cams/full',
} as const;

export type CamOverlayKind = keyof typeof CAM_OVERLAY_ROUTES;

/** One overlay address of a broadcast: what it is and its path on the site's origin. */
export interface CamOverlayPath {
  readonly kind: CamOverlayKind;
  readonly path: string;
}

/**
 * A camera overlay of one broadcast (OVERLAYS §2 "Addresses": /broadcast/{code}/{route}, which reads
 * broadcast-{code}), with query options in the given order. The broadcast shell is used rather than
 * /client/{key}: a client shell follows the client's active broadcast, which may not be this one.
 */
export function getCamOverlayPath(
  broadcastKey: string,
  kind: CamOverlayKind,
  query: readonly (readonly [string, string])[] = [],
): string {
  const search = query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `/broadcast/${encodeURIComponent(broadcastKey)}/${CAM_OVERLAY_ROUTES[kind]}${search ? `?${search}` : ''}`;
}

/**
 * The cam overlays a crew adds once per broadcast: desk cams (the broadcast's cam slots), in-game POV cams
 * (shown with update-broadcast playerCams / toggle_cams) and the first full-frame guest cam (OVERLAYS §1).
 */
export function listBroadcastCamOverlays(broadcastKey: string): CamOverlayPath[] {
  return [
    { kind: 'desk', path: getCamOverlayPath(broadcastKey, 'desk') },
    { kind: 'ingame', path: getCamOverlayPath(broadcastKey, 'ingame') },
    { kind: 'full', path: getCamOverlayPath(broadcastKey, 'full', [['number', '1']]) },
  ];
}

/** One player's POV cam for an observer feed (OVERLAYS §1 cams/pov, option `player`). */
export function getPovOverlayPath(broadcastKey: string, playerId: string): string {
  return getCamOverlayPath(broadcastKey, 'pov', [['player', playerId]]);
}
