import type { OverlayPath } from './parse-overlay-path.js';
import { hasFlag } from './read-option.js';

/** The overlay routes the shell has built (the rest keep the placeholder). */
export const BUILT_OVERLAYS = [
  'custom',
  'stinger',
  'background',
  'iframe',
  'gfx',
  'ingame',
  'cams',
  'break',
  'break-content',
  'schedule',
  'bracket',
  'standings',
  'rosters',
  'team-image',
  'history',
  'season-history',
  'maps',
  'media',
  'music',
  'broadcasts',
  'desk',
] as const;
export type BuiltOverlay = (typeof BUILT_OVERLAYS)[number];

/**
 * Route aliases (OVERLAYS §1 "Route (aliases)") of the built overlays: the overlay and its variant (the route as
 * written, for overlays that render a variant differently, such as costream).
 */
const ALIASES: Readonly<Record<string, { readonly name: BuiltOverlay; readonly variant: string }>> =
  {
    empty: { name: 'stinger', variant: 'empty' },
    costream: { name: 'ingame', variant: 'costream' },
    costreamer: { name: 'ingame', variant: 'costream' },
    roster: { name: 'rosters', variant: 'roster' },
    casters: { name: 'desk', variant: 'casters' },
    'other-streams': { name: 'broadcasts', variant: 'other-streams' },
    'other-broadcasts': { name: 'broadcasts', variant: 'other-broadcasts' },
  };

/** Overlays with sub-routes (OVERLAYS §1: cams/desk, cams/ingame, cams/pov, cams/full): the variant is the sub-route. */
const SUB_ROUTES: Readonly<Partial<Record<BuiltOverlay, readonly string[]>>> = {
  cams: ['desk', 'ingame', 'pov', 'full'],
};

/** What the shell does with a route. */
export type OverlayRouteResolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'admin' }
  | {
      readonly kind: 'overlay';
      readonly name: BuiltOverlay;
      readonly index: number | null;
      /** The alias or sub-route it was opened with (costream, cams/pov → 'pov'); null for the plain route. */
      readonly variant: string | null;
    }
  | { readonly kind: 'placeholder'; readonly route: string };

/** `?costreamer` on ingame is the co-streamer HUD, as its aliases are (OVERLAYS §1 ingame "costreamer"). */
function queryVariant(name: BuiltOverlay, search: string): string | null {
  if (name !== 'ingame') return null;
  return hasFlag(new URLSearchParams(search), 'costreamer') ? 'costream' : null;
}

const isBuilt = (name: string): name is BuiltOverlay =>
  (BUILT_OVERLAYS as readonly string[]).includes(name);

/**
 * The route of an overlay address (OVERLAYS §1, §2): `tally` redirects to `tally-viewer` (keeping the query),
 * `admin` is the client's overview page (client shell only), `gfx/{index}` is the GFX item at that 1-based index
 * (or the `index` / `number` option), `cams/{sub}` its sub-route, aliases name their overlay; anything else is not
 * built yet.
 */
export function resolveOverlayRoute(path: OverlayPath, search: string): OverlayRouteResolution {
  const [head = '', ...rest] = path.route.split('/');
  if (path.route === 'tally') {
    return {
      kind: 'redirect',
      to: `/${path.shell}/${encodeURIComponent(path.key)}/tally-viewer${search}`,
    };
  }
  if (path.route === 'admin' && path.shell === 'client') return { kind: 'admin' };
  const alias = ALIASES[head];
  const name = alias?.name ?? head;
  if (name === 'gfx') {
    const params = new URLSearchParams(search);
    const text = rest[0] ?? params.get('index') ?? params.get('number') ?? '';
    if (rest.length > 1 || !/^\d+$/.test(text) || Number(text) < 1) {
      return { kind: 'placeholder', route: path.route };
    }
    return { kind: 'overlay', name: 'gfx', index: Number(text), variant: null };
  }
  if (!isBuilt(name)) return { kind: 'placeholder', route: path.route };
  if (rest.length === 0) {
    return {
      kind: 'overlay',
      name,
      index: null,
      variant: alias?.variant ?? queryVariant(name, search),
    };
  }
  const sub = rest[0] ?? '';
  if (rest.length === 1 && SUB_ROUTES[name]?.includes(sub)) {
    return { kind: 'overlay', name, index: null, variant: sub };
  }
  return { kind: 'placeholder', route: path.route };
}
