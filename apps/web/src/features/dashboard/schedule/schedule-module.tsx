import { lazyModuleBody } from '../components/lazy-module-body.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

const chunk = lazyModuleBody(async () => (await import('./schedule-body.js')).ScheduleBody);

/**
 * Schedule (broadcast spec §2 "Schedule table (titled Schedule)", OVERLAYS §4 Schedule editor): always shown; the
 * columns Match, Start time, Show on overlays, Live Match. The body is a lazy chunk (schedule-body.tsx).
 */
export function ScheduleModule() {
  chunk.usePrefetch();
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.schedule}>
      <chunk.Body />
    </DashboardModule>
  );
}
