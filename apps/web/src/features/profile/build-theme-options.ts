import { ACCOUNT_TEXT } from '../../lib/client-text.js';

/** A team as the theme chooser reads it: its name, its theme ids and its events (name, theme ids). */
export interface ThemeSourceTeam {
  readonly name: string | null;
  readonly theme: readonly string[];
  readonly events: readonly { readonly name: string | null; readonly theme: readonly string[] }[];
}

/** One theme choice. */
export interface ThemeOption {
  readonly value: string;
  readonly label: string;
}

/** A group of the theme chooser ('Teams' or 'Events'). */
export interface ThemeOptionGroup {
  readonly group: string;
  readonly items: ThemeOption[];
}

/**
 * The profile picture themes (public-site §3 "The theme chooser has the groups Teams and Events"; RULES (a):
 * the theme of one of the player's teams or of one of those teams' events): team themes under Teams, event
 * themes under Events, each theme once (a team's theme first), in the order of the teams; empty groups left out.
 */
export function buildThemeOptions(teams: readonly ThemeSourceTeam[]): ThemeOptionGroup[] {
  const seen = new Set<string>();
  const teamItems: ThemeOption[] = [];
  const eventItems: ThemeOption[] = [];
  const add = (list: ThemeOption[], ids: readonly string[], name: string | null) => {
    const label = name?.trim();
    for (const id of ids) {
      if (seen.has(id) || !label) continue;
      seen.add(id);
      list.push({ value: id, label });
    }
  };
  for (const team of teams) add(teamItems, team.theme, team.name);
  for (const team of teams)
    for (const event of team.events) add(eventItems, event.theme, event.name);
  return [
    { group: ACCOUNT_TEXT.profileThemeTeams, items: teamItems },
    { group: ACCOUNT_TEXT.profileThemeEvents, items: eventItems },
  ].filter((group) => group.items.length > 0);
}
