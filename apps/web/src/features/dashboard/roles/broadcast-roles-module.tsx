import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Broadcast Roles (OVERLAYS §4). Placeholder until its module lands. */
export function BroadcastRolesModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.broadcastRoles}>
      <p>{DASHBOARD_TEXT.modules.broadcastRoles}</p>
    </DashboardModule>
  );
}
