import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** Match Editor (OVERLAYS §4). Placeholder until its module lands. */
export function MatchEditorModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.matchEditor} defaultOpen>
      <p>{DASHBOARD_TEXT.modules.matchEditor}</p>
    </DashboardModule>
  );
}
