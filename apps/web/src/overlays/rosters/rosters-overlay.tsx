import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** rosters (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function RostersOverlay(_props: OverlayComponentProps) {
  return <div data-testid="rosters-overlay" />;
}
