import type { GfxItemPlan } from './read-gfx-item.js';

/** Where a GFX item sits in the 1920×1080 frame: its distance from each edge, in px. */
export interface GfxItemBox {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

const FULL: GfxItemBox = { top: 0, right: 0, bottom: 0, left: 0 };
const EXTENDED: GfxItemBox = { top: 48, right: 48, bottom: 48, left: 48 };

/**
 * The box of a GFX item on the gfx overlay (OVERLAYS §1 gfx/:index): Image and Iframe items fill the frame; the
 * others sit in a centred box with the broadcast safe margins, wider for side-by-side content (Multi Standings,
 * Rosters, Stats, Bracket); `extended` (extended / expanded / full) gives every panel the whole frame but a 48 px
 * margin.
 */
export function getGfxItemBox(kind: GfxItemPlan['kind'], extended: boolean): GfxItemBox {
  if (kind === 'Image' || kind === 'Iframe') return FULL;
  if (extended) return EXTENDED;
  switch (kind) {
    case 'Multi Standings':
    case 'Rosters':
    case 'Bracket':
      return { top: 96, right: 96, bottom: 96, left: 96 };
    case 'Stats':
    case 'MVP':
      return { top: 140, right: 160, bottom: 140, left: 160 };
    case 'Text':
      return { top: 200, right: 220, bottom: 200, left: 220 };
    case 'Schedule':
    case 'Standings':
    case 'Unknown':
      return { top: 110, right: 220, bottom: 110, left: 220 };
  }
}
