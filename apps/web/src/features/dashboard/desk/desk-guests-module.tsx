import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Desk Guests (OVERLAYS §4). Placeholder until its module lands. */
export function DeskGuestsModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.deskGuests}>
      <p>{DASHBOARD_TEXT.modules.deskGuests}</p>
    </DashboardModule>
  );
}
