import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { useDashboard } from '../dashboard-context.js';

// The editor (selects, hero pickers, the date editor) is a chunk of its own: the dashboard's first paint stays light.
const MatchEditor = lazy(() =>
  import('./match-editor.js').then((module) => ({ default: module.MatchEditor })),
);

/**
 * Match Editor (OVERLAYS §4): shown with a live match and open at start. The layout keys it by the live match id,
 * so a new live match starts an empty editor (broadcast §4).
 */
export function MatchEditorModule() {
  const { data } = useDashboard();
  const match = data.liveMatch;
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.matchEditor} defaultOpen>
      {match ? (
        <Suspense fallback={<Loader size="sm" aria-label={DASHBOARD_TEXT.loading} />}>
          <MatchEditor match={match} />
        </Suspense>
      ) : null}
    </DashboardModule>
  );
}
