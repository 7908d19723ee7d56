import type { LiveMap, LiveMatchView, LiveTeam } from '../shell/live-match.js';
import type { ThingRecord } from '../../lib/things/thing-types.js';

/** Test fixtures: a live team, a map record and a live match view in display order. */
export function fakeTeam(id: string, name = id, code: string | null = null): LiveTeam {
  const record = { __id: id, id, name, code } as ThingRecord;
  return { id, name, code, themeId: null, record };
}

export function fakeMap(id: string, fields: Record<string, unknown> = {}): LiveMap {
  const record = { __id: id, id, ...fields } as ThingRecord;
  const name = typeof fields['name'] === 'string' ? fields['name'] : null;
  return { id, record, mapData: null, name };
}

export function fakeMatch(fields: Partial<LiveMatchView> = {}): LiveMatchView {
  return {
    id: 'recMatch',
    record: { __id: 'recMatch', id: 'recMatch' },
    flipped: false,
    teams: [fakeTeam('recA'), fakeTeam('recB')],
    scores: [0, 0],
    firstTo: 3,
    maps: [],
    ...fields,
  };
}
