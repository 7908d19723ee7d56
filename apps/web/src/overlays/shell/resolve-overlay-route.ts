import type { OverlayPath } from './parse-overlay-path.js';

/** The overlay routes the shell has built (the rest keep the placeholder). */
export const BUILT_OVERLAYS = ['custom', 'stinger', 'background', 'iframe', 'gfx'] as const;
export type BuiltOverlay = (typeof BUILT_OVERLAYS)[number];

/** Route aliases (OVERLAYS §1 "Route (aliases)") of the built overlays. */
const ALIASES: Readonly<Record<string, BuiltOverlay>> = { empty: 'stinger' };

/** What the shell does with a route. */
export type OverlayRouteResolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'admin' }
  | { readonly kind: 'overlay'; readonly name: BuiltOverlay; readonly index: number | null }
  | { readonly kind: 'placeholder'; readonly route: string };

const isBuilt = (name: string): name is BuiltOverlay =>
  (BUILT_OVERLAYS as readonly string[]).includes(name);

/**
 * The route of an overlay address (OVERLAYS §1, §2): `tally` redirects to `tally-viewer` (keeping the query),
 * `admin` is the client's overview page (client shell only), `gfx/{index}` is the GFX item at that 1-based index
 * (or the `index` / `number` option), aliases name their overlay; anything else is not built yet.
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
  const name = ALIASES[head] ?? head;
  if (name === 'gfx') {
    const params = new URLSearchParams(search);
    const text = rest[0] ?? params.get('index') ?? params.get('number') ?? '';
    if (rest.length > 1 || !/^\d+$/.test(text) || Number(text) < 1) {
      return { kind: 'placeholder', route: path.route };
    }
    return { kind: 'overlay', name: 'gfx', index: Number(text) };
  }
  if (rest.length === 0 && isBuilt(name)) return { kind: 'overlay', name, index: null };
  return { kind: 'placeholder', route: path.route };
}
