import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { GfxBody } from './gfx-body.js';

/**
 * GFX (OVERLAYS §4; broadcast spec §2, §5, §9): shown when the broadcast has GFX items; buttons opening
 * /client/{key}/gfx/{n}, reorder (update-gfx-index) and the button count (gfxButtonCount, 1–24).
 */
export function GfxModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.gfx}>
      <GfxBody />
    </DashboardModule>
  );
}
