/** The participation roles (keys of the texts). */
export type ParticipationRole =
  'player' | 'captain' | 'teamStaff' | 'owner' | 'eventStaff' | 'caster' | 'brandDesigner' | 'crew';

/** The player's links the rule reads (public-site §3 "Player"). */
export interface ParticipationPlayer {
  readonly member_of?: readonly string[] | null;
  readonly captain_of?: readonly string[] | null;
  readonly team_staff?: readonly string[] | null;
  readonly owned_teams?: readonly string[] | null;
  readonly event_staff?: readonly string[] | null;
  readonly casted_events?: readonly string[] | null;
  readonly event_brands_designed?: readonly string[] | null;
}

/** One event the player took part in, and how (roles in a fixed order), with the teams involved. */
export interface Participation {
  readonly eventId: string;
  readonly roles: readonly ParticipationRole[];
  readonly teamIds: readonly string[];
}

const ROLE_ORDER: readonly ParticipationRole[] = [
  'player',
  'captain',
  'owner',
  'teamStaff',
  'eventStaff',
  'caster',
  'crew',
  'brandDesigner',
];

/**
 * A player's participation (public-site §2 player 'participation'): every event they took part in and how —
 * on a team (player, captain, owner, team staff; the team's event), as event staff, caster, production crew
 * (relationship events) or brand designer — ordered by the events' start, newest first (events without a start
 * last). `teamEvent` maps a team to its event, `eventStart` an event to its start date.
 */
export function listParticipation(
  player: ParticipationPlayer,
  teamEvent: (teamId: string) => string | null,
  relationshipEvents: readonly string[],
  eventStart: (eventId: string) => string | null,
): Participation[] {
  const byEvent = new Map<string, { roles: Set<ParticipationRole>; teams: string[] }>();
  const note = (eventId: string | null, role: ParticipationRole, teamId?: string) => {
    if (!eventId) return;
    const entry = byEvent.get(eventId) ?? { roles: new Set<ParticipationRole>(), teams: [] };
    entry.roles.add(role);
    if (teamId && !entry.teams.includes(teamId)) entry.teams.push(teamId);
    byEvent.set(eventId, entry);
  };
  const teamRoles: [readonly string[] | null | undefined, ParticipationRole][] = [
    [player.member_of, 'player'],
    [player.captain_of, 'captain'],
    [player.owned_teams, 'owner'],
    [player.team_staff, 'teamStaff'],
  ];
  for (const [teams, role] of teamRoles)
    for (const team of teams ?? []) note(teamEvent(team), role, team);
  for (const event of player.event_staff ?? []) note(event, 'eventStaff');
  for (const event of player.casted_events ?? []) note(event, 'caster');
  for (const event of relationshipEvents) note(event, 'crew');
  for (const event of player.event_brands_designed ?? []) note(event, 'brandDesigner');
  return [...byEvent.entries()]
    .map(([eventId, entry], index) => ({
      eventId,
      roles: ROLE_ORDER.filter((role) => entry.roles.has(role)),
      teamIds: entry.teams,
      start: eventStart(eventId),
      index,
    }))
    .sort((a, b) => {
      if (a.start !== b.start) {
        if (a.start === null) return 1;
        if (b.start === null) return -1;
        return a.start < b.start ? 1 : -1;
      }
      return a.index - b.index;
    })
    .map(({ eventId, roles, teamIds }) => ({ eventId, roles, teamIds }));
}
