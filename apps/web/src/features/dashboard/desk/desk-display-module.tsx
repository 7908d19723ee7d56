import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Desk Display (OVERLAYS §4). Placeholder until its module lands. */
export function DeskDisplayModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.deskDisplay}>
      <p>{DASHBOARD_TEXT.modules.deskDisplay}</p>
    </DashboardModule>
  );
}
