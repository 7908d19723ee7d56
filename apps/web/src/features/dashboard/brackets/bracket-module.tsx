import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Bracket / Brackets (OVERLAYS §4). Placeholder until its module lands. */
export function BracketModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.bracket}>
      <p>{DASHBOARD_TEXT.modules.bracket}</p>
    </DashboardModule>
  );
}
