import { describe, expect, it } from 'vitest';
import { canEditTeamSettings } from './can-edit-team-settings.js';
import { getTeamComposition } from './get-team-composition.js';
import { listPreviousTeams } from './list-previous-teams.js';

describe('team settings access (public-site §2 "settings (auth required)")', () => {
  const team = { owners: ['owner'], captains: ['captain'], staff: ['coach'], players: ['player'] };
  const event = { id: 'event', staff: ['organiser'] };
  it.each([
    ['owner', [], true],
    ['captain', [], true],
    ['coach', [], true],
    ['organiser', [], true],
    ['player', [], false],
    ['stranger', [], false],
    ['stranger', ['Can edit any event'], true],
    ['stranger', ['Can edit any match'], false],
  ])('%s with %j → %s', (id, settings, allowed) => {
    expect(canEditTeamSettings({ airtableID: id, website_settings: settings }, team, event)).toBe(
      allowed,
    );
  });
  it('needs no event for the team’s own people', () => {
    expect(canEditTeamSettings({ airtableID: 'owner', website_settings: [] }, team, null)).toBe(
      true,
    );
    expect(canEditTeamSettings({ airtableID: 'organiser', website_settings: [] }, team, null)).toBe(
      false,
    );
  });
});

describe('previous teams of a roster', () => {
  it('lists the other teams of the roster players, most shared first', () => {
    const players = [
      { id: 'p1', member_of: ['now', 'old1'] },
      { id: 'p2', member_of: ['old2', 'now', 'old1'] },
      { id: 'p3', member_of: ['now'] },
      { id: 'p4', member_of: null },
    ];
    expect(listPreviousTeams('now', players)).toEqual([
      { teamId: 'old1', playerIds: ['p1', 'p2'] },
      { teamId: 'old2', playerIds: ['p2'] },
    ]);
  });
  it('is empty for a roster without other teams', () => {
    expect(listPreviousTeams('now', [{ id: 'p1', member_of: ['now'] }])).toEqual([]);
  });
});

describe('team composition (details / composition)', () => {
  it('groups by role in the game order, with role ratings and the average', () => {
    const players = [
      { id: 's', role: 'Support', composition_support_sr: 3000, manual_sr: 2000 },
      { id: 'f', role: 'Flex', manual_sr: 2500 },
      { id: 't', role: 'Tank', composition_tank_sr: 3500 },
      { id: 'd', role: 'Damage' },
      { id: 'n', role: null, manual_sr: 1000 },
      { id: 'x', role: 'Coach' },
    ];
    const composition = getTeamComposition(players, ['DPS', 'Tank', 'Support']);
    expect(
      composition.groups.map((g) => [g.role, g.players.map((p) => [p.player.id, p.sr])]),
    ).toEqual([
      ['DPS', [['d', null]]],
      ['Tank', [['t', 3500]]],
      ['Support', [['s', 3000]]],
      ['Flex', [['f', 2500]]],
      ['Coach', [['x', null]]],
      [null, [['n', 1000]]],
    ]);
    expect(composition.averageSr).toBe(2500);
  });
  it('has no average without ratings', () => {
    expect(getTeamComposition([{ id: 'a', role: 'Tank' }], []).averageSr).toBeNull();
  });
});
