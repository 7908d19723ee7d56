import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { RostersPanel } from './rosters-panel.js';

/**
 * rosters / roster (OVERLAYS §1): both live-match teams' rosters side by side on their team themes, titled with
 * the broadcast's highlight_event (else the match's event); options roles, sort, staff, badge / badges, split.
 */
export function RostersOverlay(_props: OverlayComponentProps) {
  return (
    <div
      data-testid="rosters-overlay"
      style={{ position: 'absolute', left: 120, right: 120, top: 110, bottom: 110 }}
    >
      <RostersPanel />
    </div>
  );
}
