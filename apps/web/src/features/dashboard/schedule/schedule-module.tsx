import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Schedule editor (OVERLAYS §4). Placeholder until its module lands. */
export function ScheduleModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.schedule}>
      <p>{DASHBOARD_TEXT.modules.schedule}</p>
    </DashboardModule>
  );
}
