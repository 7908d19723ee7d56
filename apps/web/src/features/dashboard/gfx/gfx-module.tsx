import { lazyModuleBody } from '../components/lazy-module-body.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

const chunk = lazyModuleBody(async () => (await import('./gfx-body.js')).GfxBody);

/**
 * GFX (OVERLAYS §4; broadcast spec §2, §5, §9): shown when the broadcast has GFX items; buttons opening
 * /client/{key}/gfx/{n}, reorder (update-gfx-index) and the button count (gfxButtonCount, 1–24). The body is a lazy
 * chunk (gfx-body.tsx).
 */
export function GfxModule() {
  chunk.usePrefetch();
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.gfx}>
      <chunk.Body />
    </DashboardModule>
  );
}
