import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';

/** GFX (OVERLAYS §4). Placeholder until its module lands. */
export function GfxModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.gfx}>
      <p>{DASHBOARD_TEXT.modules.gfx}</p>
    </DashboardModule>
  );
}
