import { lazyModuleBody } from '../components/lazy-module-body.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';

const chunk = lazyModuleBody(async () => (await import('./implications-body.js')).ImplicationsBody);

/**
 * Bracket Implications (OVERLAYS §4; broadcast spec §2 "Bracket implications panel"; RULES c.10): for every bracket
 * of the live match without hide_implications, what the Winner and the Loser of the live match get, and a Resolve
 * button (resolve-entire-bracket; the resolver's message as a success toast, or an error toast when hasError),
 * disabled with 'You don't have permission to resolve brackets' without the rights of RULES (a). The body is a lazy
 * chunk (implications-body.tsx).
 */
export function BracketImplicationsModule() {
  chunk.usePrefetch();
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.bracketImplications}>
      <chunk.Body />
    </DashboardModule>
  );
}
