import { describe, expect, it } from 'vitest';
import { getGameProfile } from '@castline/domain';
import type { MapRecord } from '@castline/contracts';
import {
  detailsFromMatch,
  draftFromMatch,
  getDetailsUpdate,
  getMatchEditorProblems,
  getPickBanFields,
  isVodUrl,
  planMatchEditorSave,
  toPickBanVisibility,
  withSingleMapSelected,
  type MatchDetails,
  type MatchEditorDraft,
} from './match-editor-state.js';

const OW = getGameProfile('Overwatch');
const draft = (patch: Partial<MatchEditorDraft> = {}): MatchEditorDraft => ({
  score_1: 0,
  score_2: 0,
  first_to: 2,
  forfeit: false,
  forfeit_reason: '',
  maps: [],
  ...patch,
});
const DETAILS: MatchDetails = {
  vod: '',
  vod_2: '',
  alternative_vod: '',
  special_event: false,
  custom_name: '',
  mvp: null,
};

describe('pick/ban visibility (broadcast §4: hidden, order, inline, show)', () => {
  it.each([
    ['none', 'hidden'],
    ['order', 'order'],
    ['all', 'show'],
    [undefined, 'inline'],
    [null, 'inline'],
  ] as const)('the setting %s starts the dashboard at %s', (setting, visibility) => {
    expect(toPickBanVisibility(setting)).toBe(visibility);
  });

  it.each([
    ['hidden', false, false, 'inline'],
    ['order', true, false, 'inline'],
    ['inline', true, true, 'inline'],
    ['show', true, true, 'below'],
  ] as const)('%s shows map order %s, hero lists %s (%s)', (visibility, order, heroes, layout) => {
    expect(getPickBanFields(visibility)).toEqual({
      fields: { mapPicks: order, mapBans: order, heroPicks: heroes, heroBans: heroes },
      heroLayout: layout,
    });
  });
});

describe('withSingleMapSelected (broadcast §4 "only one map available")', () => {
  const one = [{ value: 'recMAPDATA0000001', label: 'Busan', type: 'Control' }];
  it('fills the map of rows that hold something, leaves spare rows empty', () => {
    const before = draft({ maps: [{ winner: 'a' }, {}, { map: 'x', winner: 'b' }] });
    expect(withSingleMapSelected(before, one).maps).toEqual([
      { winner: 'a', map: 'recMAPDATA0000001' },
      {},
      { map: 'x', winner: 'b' },
    ]);
  });
  it('does nothing with several maps on offer', () => {
    const before = draft({ maps: [{ winner: 'a' }] });
    expect(withSingleMapSelected(before, [...one, { ...one[0]!, value: 'y' }])).toBe(before);
  });
});

describe('VOD fields (broadcast §5 "VOD fields must be URLs")', () => {
  it.each([
    ['', true],
    ['https://youtu.be/abc', true],
    ['http://twitch.tv/videos/1', true],
    ['youtu.be/abc', false],
    ['ftp://files/x', false],
    ['not a url', false],
  ])('%s → %s', (value, ok) => expect(isVodUrl(value)).toBe(ok));

  it('names every bad field with the spec text', () => {
    const problems = getMatchEditorProblems(draft(), { ...DETAILS, vod_2: 'nope' });
    expect(problems.vod).toEqual({ vod_2: 'VOD fields must be URLs' });
  });
});

describe('match score problems (broadcast §5 "0 to first_to")', () => {
  it.each([
    [0, 0, null],
    [2, 1, null],
    [3, 0, 'Scores go from 0 to 2'],
    [2, 2, 'Both teams cannot have won the match'],
  ])('%i – %i → %s', (score_1, score_2, message) => {
    expect(getMatchEditorProblems(draft({ score_1, score_2 }), DETAILS).score).toBe(message);
  });
});

describe('draftFromMatch', () => {
  it('orders the map records as the match lists them', () => {
    const map = (id: string, name: string) =>
      ({ id, map: [name], winner: [], banner: [], picker: [] }) as unknown as MapRecord;
    const result = draftFromMatch(
      { __id: 'm', id: 'm', score_1: 1, score_2: 0, first_to: 2, maps: ['b', 'a'] },
      [map('a', 'A'), map('b', 'B')],
    );
    expect(result.maps.map((m) => m.map)).toEqual(['B', 'A']);
    expect([result.score_1, result.score_2, result.first_to]).toEqual([1, 0, 2]);
  });
  it('reads the details, empty for missing fields', () => {
    expect(detailsFromMatch({ __id: 'm', id: 'm', vod: 'https://a.b', mvp: ['p1'] })).toEqual({
      ...DETAILS,
      vod: 'https://a.b',
      mvp: 'p1',
    });
  });
});

describe('planMatchEditorSave (broadcast §7 "scores sent first if they differ")', () => {
  const base = { matchId: 'recMATCH', profile: OW, initialDetails: DETAILS, details: DETAILS };

  it('sends nothing without a change', () => {
    expect(planMatchEditorSave({ ...base, initial: draft(), draft: draft() })).toEqual([]);
  });

  it('sends the scores, then the maps, then the details, each with its toast', () => {
    const presses = planMatchEditorSave({
      ...base,
      initial: draft({ maps: [{ id: 'recMAP1', map: 'x' }] }),
      draft: draft({ score_1: 1, maps: [{ id: 'recMAP1', map: 'x', winner: 'a' }] }),
      details: { ...DETAILS, vod: 'https://youtu.be/x', mvp: 'p1' },
    });
    expect(presses.map((p) => [p.action, p.success])).toEqual([
      ['update-match-data', 'Score set to 1-0'],
      ['update-map-data', 'Map data saved'],
      ['update-match-data', 'Map details saved'],
    ]);
    expect(presses[0]?.body).toEqual({
      matchID: 'recMATCH',
      updatedData: { score_1: 1, score_2: 0 },
    });
    expect(presses[2]?.body).toEqual({
      matchID: 'recMATCH',
      updatedData: { vod: 'https://youtu.be/x', mvpPlayerID: 'p1' },
    });
  });

  it('leaves blank spare rows out of mapData and keeps stored maps', () => {
    const [press] = planMatchEditorSave({
      ...base,
      initial: draft({ maps: [{ id: 'recMAP1', map: 'x' }] }),
      draft: draft({ maps: [{ id: 'recMAP1', map: 'x' }, {}, { map: 'y', replay_code: 'ab1' }] }),
    });
    const body = press?.body as { mapData: { id?: string; map: string; replay_code: string }[] };
    expect(body.mapData.map((m) => [m.id, m.map])).toEqual([
      ['recMAP1', 'x'],
      [undefined, 'y'],
    ]);
    expect(body.mapData[1]?.replay_code).toBe('AB1');
  });

  it('sends only the changed details (empty text clears to null)', () => {
    expect(
      getDetailsUpdate(
        { ...DETAILS, vod: 'https://a.b', custom_name: 'Final' },
        { ...DETAILS, vod: '', custom_name: 'Final', special_event: true },
      ),
    ).toEqual({ vod: null, special_event: true });
  });
});
