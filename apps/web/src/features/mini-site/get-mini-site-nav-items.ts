import { CLIENT_TEXT } from '../../lib/client-text.js';

export interface MiniSiteNavInput {
  /** The event has matches. */
  readonly hasMatches: boolean;
  /** Named brackets without hide_bracket (public-site §5: others are not shown). */
  readonly visibleBracketCount: number;
  /** The event settings list standings. */
  readonly hasStandings: boolean;
}

export interface MiniSiteNavItem {
  readonly label: string;
  readonly to: string;
}

/**
 * The mini-site navbar (public-site §2 "Navbar"): Schedule /schedule if matches exist, Bracket (one) or
 * Brackets (several) /bracket if visible brackets exist, Standings /standings if the settings enable it.
 */
export function getMiniSiteNavItems(input: MiniSiteNavInput): MiniSiteNavItem[] {
  const items: MiniSiteNavItem[] = [];
  if (input.hasMatches) items.push({ label: CLIENT_TEXT.navSchedule, to: '/schedule' });
  if (input.visibleBracketCount > 0) {
    items.push({
      label: input.visibleBracketCount > 1 ? CLIENT_TEXT.navBrackets : CLIENT_TEXT.navBracket,
      to: '/bracket',
    });
  }
  if (input.hasStandings) items.push({ label: CLIENT_TEXT.navStandings, to: '/standings' });
  return items;
}

/** Whether a bracket is shown (public-site §5: brackets without a name, or with hide_bracket, are not shown). */
export function isBracketVisible(bracket: {
  readonly name?: string | null;
  readonly hide_bracket?: boolean | null;
}): boolean {
  return Boolean(bracket.name?.trim()) && bracket.hide_bracket !== true;
}
