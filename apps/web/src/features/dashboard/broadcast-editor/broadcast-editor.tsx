import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** The broadcast editor with its quick buttons (OVERLAYS §4). Placeholder until it lands. */
export function BroadcastEditor() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.broadcastEditor} defaultOpen>
      <p>{DASHBOARD_TEXT.modules.broadcastEditor}</p>
    </DashboardModule>
  );
}
