import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Customisation (OVERLAYS §4). Placeholder until its module lands. */
export function CustomisationModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.customisation}>
      <p>{DASHBOARD_TEXT.modules.customisation}</p>
    </DashboardModule>
  );
}
