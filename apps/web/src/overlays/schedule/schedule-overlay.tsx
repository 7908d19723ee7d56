import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { parseScheduleOptions } from './parse-schedule-options.js';
import { SchedulePanel } from './schedule-panel.js';

/**
 * schedule (OVERLAYS §1): the broadcast's match schedule (show_on_overlays, or show_on_secondary_overlays with
 * `?secondary`) in a themed panel centred in the frame; the shell title (`?title=`) replaces the heading.
 */
export function ScheduleOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const { secondary } = parseScheduleOptions(options.params);
  return (
    <div
      data-testid="schedule-overlay"
      style={{ position: 'absolute', left: 220, right: 220, top: 110, bottom: 110 }}
    >
      <SchedulePanel secondary={secondary} title={options.title} />
    </div>
  );
}
