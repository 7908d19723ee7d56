import { lazy, type ComponentType } from 'react';
import type { BuiltOverlay } from './resolve-overlay-route.js';

/** Props every overlay component gets from the shell (gfx: its 1-based index). */
export interface OverlayComponentProps {
  readonly index: number | null;
}

/** Each built overlay is a lazy chunk of its own (OVERLAYS; issue 11 item 3: ≤ 60 kB per overlay route). */
export const OVERLAY_CHUNKS: Readonly<Record<BuiltOverlay, ComponentType<OverlayComponentProps>>> =
  {
    custom: lazy(() =>
      import('../custom/custom-overlay.js').then((m) => ({ default: m.CustomOverlay })),
    ),
    stinger: lazy(() =>
      import('../stinger/stinger-overlay.js').then((m) => ({ default: m.StingerOverlay })),
    ),
    background: lazy(() =>
      import('../background/background-overlay.js').then((m) => ({
        default: m.BackgroundOverlay,
      })),
    ),
    iframe: lazy(() =>
      import('../iframe/iframe-overlay.js').then((m) => ({ default: m.IframeOverlay })),
    ),
    gfx: lazy(() => import('../gfx/gfx-overlay.js').then((m) => ({ default: m.GfxOverlay }))),
  };
