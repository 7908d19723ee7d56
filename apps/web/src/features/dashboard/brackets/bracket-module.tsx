import { lazyModuleBody } from '../components/lazy-module-body.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { useDashboard } from '../dashboard-context.js';
import { getBracketModuleTitle } from './get-bracket-module-title.js';

// The bracket view (its CSS, geometry and cards) is a chunk of its own, loaded when the module first opens.
const chunk = lazyModuleBody(async () => (await import('./bracket-panel.js')).BracketsBody);

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Bracket / Brackets (OVERLAYS §4; broadcast spec §2 "Bracket view"): every bracket of the live match in the bracket
 * view at 0.75 scale, the live match marked LIVE. Titled 'Bracket' for one bracket, 'Brackets' for several.
 */
export function BracketModule() {
  const { data } = useDashboard();
  chunk.usePrefetch();
  return (
    <DashboardModule title={getBracketModuleTitle(links(data.liveMatch?.brackets).length)}>
      <chunk.Body />
    </DashboardModule>
  );
}
