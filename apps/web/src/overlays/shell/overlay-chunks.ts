import { lazy, type ComponentType } from 'react';
import type { BuiltOverlay } from './resolve-overlay-route.js';

/** Props every overlay component gets from the shell. */
export interface OverlayComponentProps {
  /** gfx: the item's 1-based index. */
  readonly index: number | null;
  /** The alias or sub-route it was opened with (costream; cams/pov → 'pov'); null for the plain route. */
  readonly variant: string | null;
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
    ingame: lazy(() =>
      import('../ingame/ingame-overlay.js').then((m) => ({ default: m.IngameOverlay })),
    ),
    cams: lazy(() => import('../cams/cams-overlay.js').then((m) => ({ default: m.CamsOverlay }))),
    break: lazy(() =>
      import('../break/break-overlay.js').then((m) => ({ default: m.BreakOverlay })),
    ),
    'break-content': lazy(() =>
      import('../break-content/break-content-overlay.js').then((m) => ({
        default: m.BreakContentOverlay,
      })),
    ),
    schedule: lazy(() =>
      import('../schedule/schedule-overlay.js').then((m) => ({ default: m.ScheduleOverlay })),
    ),
    bracket: lazy(() =>
      import('../bracket/bracket-overlay.js').then((m) => ({ default: m.BracketOverlay })),
    ),
    standings: lazy(() =>
      import('../standings/standings-overlay.js').then((m) => ({ default: m.StandingsOverlay })),
    ),
    rosters: lazy(() =>
      import('../rosters/rosters-overlay.js').then((m) => ({ default: m.RostersOverlay })),
    ),
    'team-image': lazy(() =>
      import('../team-image/team-image-overlay.js').then((m) => ({ default: m.TeamImageOverlay })),
    ),
    history: lazy(() =>
      import('../history/history-overlay.js').then((m) => ({ default: m.HistoryOverlay })),
    ),
    'season-history': lazy(() =>
      import('../season-history/season-history-overlay.js').then((m) => ({
        default: m.SeasonHistoryOverlay,
      })),
    ),
    maps: lazy(() => import('../maps/maps-overlay.js').then((m) => ({ default: m.MapsOverlay }))),
    media: lazy(() =>
      import('../media/media-overlay.js').then((m) => ({ default: m.MediaOverlay })),
    ),
    music: lazy(() =>
      import('../music/music-overlay.js').then((m) => ({ default: m.MusicOverlay })),
    ),
    broadcasts: lazy(() =>
      import('../broadcasts/broadcasts-overlay.js').then((m) => ({ default: m.BroadcastsOverlay })),
    ),
    desk: lazy(() => import('../desk/desk-overlay.js').then((m) => ({ default: m.DeskOverlay }))),
  };
