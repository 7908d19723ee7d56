import { describe, expect, it } from 'vitest';
import { readLiveMatch } from './live-match.js';

const team = (id: string, name: string, code: string | null = null) => ({
  __id: id,
  id,
  name,
  code,
  theme: [`${id}-theme`],
});
const map = (id: string, number: number, name: string | null, mapName?: string) => ({
  __id: id,
  id,
  number,
  name,
  map: mapName ? [{ __id: `${id}-data`, id: `${id}-data`, name: mapName }] : [],
});
const match = (extra: Record<string, unknown> = {}) => ({
  __id: 'm1',
  id: 'm1',
  teams: [team('t1', 'Alpha', 'ALP'), team('t2', 'Bravo')],
  score_1: 2,
  score_2: 1,
  first_to: 3,
  maps: [map('p2', 2, null, 'Ilios'), map('p1', 1, 'Busan')],
  ...extra,
});

describe('readLiveMatch (OVERLAYS §1 LM)', () => {
  it('answers null for a loading, missing or absent match', () => {
    expect(readLiveMatch(undefined)).toBeNull();
    expect(readLiveMatch({ __id: 'm1', __loading: true })).toBeNull();
    expect(readLiveMatch({ __id: 'm1', __missing: true })).toBeNull();
  });

  it('reads teams, scores and maps in number order, naming maps from their map data', () => {
    const view = readLiveMatch(match());
    expect(view?.teams.map((t) => [t?.name, t?.code, t?.themeId])).toEqual([
      ['Alpha', 'ALP', 't1-theme'],
      ['Bravo', null, 't2-theme'],
    ]);
    expect(view?.scores).toEqual([2, 1]);
    expect(view?.firstTo).toBe(3);
    expect(view?.maps.map((m) => m.name)).toEqual(['Busan', 'Ilios']);
  });

  it('swaps teams and scores with flip_teams', () => {
    const view = readLiveMatch(match({ flip_teams: true }));
    expect(view?.flipped).toBe(true);
    expect(view?.teams.map((t) => t?.name)).toEqual(['Bravo', 'Alpha']);
    expect(view?.scores).toEqual([1, 2]);
  });

  it('reads the theme id of a hydrated theme link (record or loading marker)', () => {
    const hydratedTeam = (id: string, theme: unknown) => ({ ...team(id, id), theme: [theme] });
    const view = readLiveMatch(
      match({
        teams: [
          hydratedTeam('t1', { __id: 'th1', id: 'th1', name: 'Theme' }),
          hydratedTeam('t2', { __id: 'th2', __loading: true }),
        ],
      }),
    );
    expect(view?.teams.map((t) => t?.themeId)).toEqual(['th1', 'th2']);
  });

  it('keeps an empty or loading slot as null', () => {
    const view = readLiveMatch(match({ teams: [{ __id: 't1', __loading: true }], score_2: null }));
    expect(view?.teams).toEqual([null, null]);
    expect(view?.scores).toEqual([2, null]);
  });
});
