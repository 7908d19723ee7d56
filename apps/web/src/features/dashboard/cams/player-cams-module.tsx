import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Player Cams (OVERLAYS §4). Placeholder until its module lands. */
export function PlayerCamsModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.playerCams}>
      <p>{DASHBOARD_TEXT.modules.playerCams}</p>
    </DashboardModule>
  );
}
