import { describe, expect, it } from 'vitest';
import { filterPlayers } from './filter-players.js';
import { getTeamsPage } from './get-teams-page.js';
import { groupTeamsByEvent } from './group-teams-by-event.js';
import { isTeamSearchActive } from './is-team-search-active.js';
import { readPageParam } from './read-page-param.js';
import { searchTeams } from './search-teams.js';
import { sortPlayers } from './sort-players.js';
import type { PlayerListingEntry, TeamListingEntry } from './listing-types.js';

function entry(
  id: string,
  name: string,
  event: string,
  eventStart: string | null,
  code = '',
): TeamListingEntry {
  return { id, name, code, theme: [], game: 'Overwatch', event: [event], eventStart };
}

describe('/teams search threshold (public-site §5 "more than 2 characters")', () => {
  it.each([
    ['', false],
    ['a', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['a b', true],
  ])('%j → %s', (query, active) => {
    expect(isTeamSearchActive(query)).toBe(active);
  });
});

describe('/teams grouping (public-site §2: events newest first)', () => {
  it('groups by event, newest event first, keeping the team order inside an event', () => {
    const teams = [
      entry('t1', 'Owls', 'old', '2026-01-01'),
      entry('t2', 'Bears', 'new', '2026-11-01'),
      entry('t3', 'Apes', 'old', '2026-01-01'),
      entry('t4', 'Cats', 'mid', '2026-05-01'),
      entry('t5', 'Undated', 'none', null),
    ];
    const groups = groupTeamsByEvent(teams);
    expect(groups.map((g) => g.eventId)).toEqual(['new', 'mid', 'old', 'none']);
    expect(groups[2]!.teams.map((t) => t.id)).toEqual(['t1', 't3']);
    expect(teams.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });
});

describe('/teams search (public-site §2: matching teams grouped by event)', () => {
  const teams = [
    entry('t1', 'Rose Stags', 'a', '2026-11-01', 'ROS'),
    entry('t2', 'Frost Jackals', 'a', '2026-11-01', 'FRJ'),
    entry('t3', 'Rosé Owls', 'b', '2026-01-01', 'RSO'),
  ];
  it.each([
    ['ro', null],
    ['ros', ['t1', 't2', 't3']],
    ['ROSE', ['t1', 't3']],
    ['frj', ['t2']],
    ['zzz', []],
  ])('%j → %j', (query, ids) => {
    const found = searchTeams(teams, query);
    expect(found === null ? null : found.map((t) => t.id)).toEqual(ids);
  });
});

describe('/teams pager (public-site §2, §9: 10 events per page, page in the query)', () => {
  const groups = Array.from({ length: 23 }, (_, i) => ({
    eventId: `e${i + 1}`,
    eventStart: null,
    teams: [],
  }));
  it.each([
    [1, ['e1', 'e10'], 3, false],
    [2, ['e11', 'e20'], 3, false],
    [3, ['e21', 'e23'], 3, false],
    [4, [], 3, true],
  ] as const)('page %i shows %j of %i pages', (page, [first, last], pageCount, isPastEnd) => {
    const result = getTeamsPage(groups, page);
    expect(result.groups[0]?.eventId).toBe(first);
    expect(result.groups.at(-1)?.eventId).toBe(last);
    expect(result.pageCount).toBe(pageCount);
    expect(result.isPastEnd).toBe(isPastEnd);
    expect(result.page).toBe(page);
  });

  it('has one page when there are no events', () => {
    expect(getTeamsPage([], 1)).toEqual({ groups: [], page: 1, pageCount: 1, isPastEnd: false });
  });

  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('reads ?page=%j as page %i', (value, page) => {
    expect(readPageParam(value)).toBe(page);
  });
});

describe('/players order (public-site §2: verified first, then alphabetical)', () => {
  it('puts verified players first, each part alphabetical and case-insensitive', () => {
    const players: PlayerListingEntry[] = [
      { id: '1', name: 'zed', verified: false },
      { id: '2', name: 'Bravo', verified: true },
      { id: '3', name: 'alpha', verified: false },
      { id: '4', name: 'Alpha', verified: true },
      { id: '5', name: 'player10', verified: false },
      { id: '6', name: 'player9', verified: false },
    ];
    expect(sortPlayers(players).map((p) => p.id)).toEqual(['4', '2', '3', '6', '5', '1']);
    expect(players.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('/players search (public-site §2, §5: 3 or more characters, Enter overrides)', () => {
  const players: PlayerListingEntry[] = [
    { id: '1', name: 'Vexshot', verified: true },
    { id: '2', name: 'Ve', verified: false },
    { id: '3', name: 'Nova', verified: false },
  ];
  it.each([
    ['', null, false, ['1', '2', '3']],
    ['ve', null, false, ['1', '2', '3']],
    ['ve', 've', true, ['1', '2']],
    ['ve', 'v', false, ['1', '2', '3']],
    ['  ', '  ', false, ['1', '2', '3']],
    ['vex', null, true, ['1']],
    ['VEX', null, true, ['1']],
    ['ova', null, true, ['3']],
    ['xyz', null, true, []],
  ])('query %j, Enter pressed on %j → active %s, %j', (query, submitted, active, ids) => {
    const result = filterPlayers(players, query, submitted);
    expect(result.active).toBe(active);
    expect(result.players.map((p) => p.id)).toEqual(ids);
  });
});
