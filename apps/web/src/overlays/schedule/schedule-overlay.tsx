import type { OverlayComponentProps } from '../shell/overlay-chunks.js';

/** schedule (OVERLAYS §1): being built (issue 15); renders nothing until then. */
export function ScheduleOverlay(_props: OverlayComponentProps) {
  return <div data-testid="schedule-overlay" />;
}
