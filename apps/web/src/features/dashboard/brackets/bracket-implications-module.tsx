import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Bracket Implications (OVERLAYS §4). Placeholder until its module lands. */
export function BracketImplicationsModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.bracketImplications}>
      <p>{DASHBOARD_TEXT.modules.bracketImplications}</p>
    </DashboardModule>
  );
}
