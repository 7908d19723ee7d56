import { DASHBOARD_TEXT } from '../dashboard-text.js';

/** The Bracket / Brackets module's title (OVERLAYS §4): 'Bracket' for one bracket of the live match, else 'Brackets'. */
export function getBracketModuleTitle(bracketCount: number): string {
  return bracketCount > 1 ? DASHBOARD_TEXT.modules.brackets : DASHBOARD_TEXT.modules.bracket;
}
