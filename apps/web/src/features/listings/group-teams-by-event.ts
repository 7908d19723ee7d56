import type { TeamEventGroup, TeamListingEntry } from './listing-types.js';

/** Newest first; events without a start go last. ISO dates compare as text. */
function compareStartsDescending(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}

/**
 * Groups special:teams entries by event (public-site §2 "/teams": events listed newest first). Events sort by
 * start, newest first (ties keep the order of first appearance); teams keep their listed order inside an event.
 * Never mutates the input.
 */
export function groupTeamsByEvent(teams: readonly TeamListingEntry[]): TeamEventGroup[] {
  const groups = new Map<string, { eventStart: string | null; teams: TeamListingEntry[] }>();
  for (const team of teams) {
    const eventId = team.event[0] ?? '';
    const group = groups.get(eventId);
    if (group) group.teams.push(team);
    else groups.set(eventId, { eventStart: team.eventStart ?? null, teams: [team] });
  }
  return [...groups.entries()]
    .map(([eventId, group]) => ({ eventId, eventStart: group.eventStart, teams: group.teams }))
    .sort((a, b) => compareStartsDescending(a.eventStart, b.eventStart));
}
