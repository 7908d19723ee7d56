import { describe, expect, it } from 'vitest';
import type { LiveMap, LiveMatchView, LiveTeam } from '../shell/live-match.js';
import { findDraftMap, getDeskMapRows } from './get-desk-maps.js';

const team = (id: string): LiveTeam => ({
  id,
  name: id,
  code: null,
  themeId: null,
  record: { __id: id, id },
});
const map = (id: string, fields: Record<string, unknown> = {}): LiveMap => ({
  id,
  record: { __id: id, id, ...fields },
  mapData: null,
  name: `Map ${id}`,
});
const match = (
  maps: LiveMap[],
  flipped = false,
): Pick<LiveMatchView, 'teams' | 'maps' | 'flipped'> => ({
  teams: flipped ? [team('B'), team('A')] : [team('A'), team('B')],
  maps,
  flipped,
});

describe('getDeskMapRows', () => {
  it('reads states, numbers, pickers, banners and winners in display order', () => {
    const rows = getDeskMapRows(
      match([
        map('m1', { banner: ['B'] }),
        map('m2', { picker: ['A'], winner: ['B'], score_1: 1, score_2: 3 }),
        map('m3', { picker: ['B'], draw: true }),
        map('m4', { picker: ['A'] }),
        map('m5'),
      ]),
    );
    expect(
      rows.map((r) => [
        r.id,
        r.state,
        r.number,
        r.bannedBy,
        r.pickedBy,
        r.winner,
        r.draw,
        r.scores,
      ]),
    ).toEqual([
      ['m1', 'banned', null, 'right', null, null, false, [null, null]],
      ['m2', 'played', 1, null, 'left', 'right', false, [1, 3]],
      ['m3', 'played', 2, null, 'right', null, true, [null, null]],
      ['m4', 'current', 3, null, 'left', null, false, [null, null]],
      ['m5', 'upcoming', 4, null, null, null, false, [null, null]],
    ]);
  });

  it('flip_teams swaps scores, bans and sides', () => {
    const [row] = getDeskMapRows(
      match(
        [
          map('m1', {
            winner: ['A'],
            score_1: 3,
            score_2: 1,
            team_1_bans: ['h1'],
            team_2_bans: ['h2'],
          }),
        ],
        true,
      ),
    );
    expect(row?.winner).toBe('right');
    expect(row?.scores).toEqual([1, 3]);
    expect(row?.bans).toEqual([['h2'], ['h1']]);
  });

  it('a team not in the match has no side', () => {
    const [row] = getDeskMapRows(match([map('m1', { winner: ['Z'], picker: ['Z'] })]));
    expect([row?.winner, row?.pickedBy, row?.state]).toEqual([null, null, 'played']);
  });
});

describe('findDraftMap', () => {
  it.each<[string, LiveMap[], string | null]>([
    ['no maps', [], null],
    ['the current map', [map('a', { winner: ['A'] }), map('b'), map('c')], 'b'],
    ['banned maps are skipped', [map('a', { banner: ['A'] }), map('b')], 'b'],
    [
      'all played: the last played',
      [map('a', { winner: ['A'] }), map('b', { draw: true }), map('c', { banner: ['B'] })],
      'b',
    ],
    ['only banned maps', [map('a', { banner: ['A'] })], null],
  ])('%s', (_label, maps, expected) => {
    expect(findDraftMap(getDeskMapRows(match(maps)))?.id ?? null).toBe(expected);
  });
});
