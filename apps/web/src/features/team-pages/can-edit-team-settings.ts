import { isEventEditor } from '@castline/domain';

/** The signed-in user as the rule reads it (the user object: airtableID = Player id, website settings). */
export interface TeamSettingsActor {
  readonly airtableID: string;
  readonly website_settings: readonly string[];
}

/** The team fields the rule reads. */
export interface TeamSettingsTeam {
  readonly owners?: readonly string[] | null;
  readonly captains?: readonly string[] | null;
  readonly staff?: readonly string[] | null;
}

/**
 * Who may open a team's settings (public-site §2 "settings (auth required)"; our rule where the spec is silent):
 * the team's owners, captains and team staff, and editors of the team's event (its staff, or 'Can edit any
 * event', RULES (0) EE). Players who are only on the roster may not.
 */
export function canEditTeamSettings(
  actor: TeamSettingsActor,
  team: TeamSettingsTeam,
  event: { readonly id: string; readonly staff?: readonly string[] | null } | null,
): boolean {
  const id = actor.airtableID;
  if ([team.owners, team.captains, team.staff].some((list) => list?.includes(id))) return true;
  if (actor.website_settings.includes('Can edit any event')) return true;
  return (
    event !== null &&
    isEventEditor(
      { player_id: id, website_settings: actor.website_settings },
      { id: event.id, staff: event.staff ?? [] },
    )
  );
}
