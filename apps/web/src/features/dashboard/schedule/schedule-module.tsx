import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { ScheduleBody } from './schedule-body.js';

/**
 * Schedule (broadcast spec §2 "Schedule table (titled Schedule)", OVERLAYS §4 Schedule editor): always shown; the
 * columns Match, Start time, Show on overlays, Live Match.
 */
export function ScheduleModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.schedule}>
      <ScheduleBody />
    </DashboardModule>
  );
}
