import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Team Comms Listen-In (OVERLAYS §4). Placeholder until its module lands. */
export function TeamCommsModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.teamComms}>
      <p>{DASHBOARD_TEXT.modules.teamComms}</p>
    </DashboardModule>
  );
}
