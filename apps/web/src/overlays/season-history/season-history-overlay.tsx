import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** season-history (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function SeasonHistoryOverlay(_props: OverlayComponentProps) {
  return <div data-testid="season-history-overlay" />;
}
