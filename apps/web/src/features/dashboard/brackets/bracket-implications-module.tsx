import { DashboardModule } from '../components/dashboard-module.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { ImplicationsBody } from './implications-body.js';

/**
 * Bracket Implications (OVERLAYS §4; broadcast spec §2 "Bracket implications panel"; RULES c.10): for every bracket
 * of the live match without hide_implications, what the Winner and the Loser of the live match get, and a Resolve
 * button (resolve-entire-bracket; the resolver's message as a success toast, or an error toast when hasError),
 * disabled with 'You don't have permission to resolve brackets' without the rights of RULES (a).
 */
export function BracketImplicationsModule() {
  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.bracketImplications}>
      <ImplicationsBody />
    </DashboardModule>
  );
}
