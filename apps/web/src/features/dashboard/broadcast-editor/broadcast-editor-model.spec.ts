import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../hooks/use-dashboard-data.js';
import {
  getEditorSides,
  getFlipReason,
  getMapWinReason,
  PRESS_KEYS,
} from './broadcast-editor-model.js';
import { isTypingTarget, matchBroadcastShortcut } from './broadcast-shortcuts.js';

const data = (patch: Record<string, unknown> = {}): DashboardData =>
  ({
    status: 'ready',
    user: {} as DashboardData['user'],
    client: null,
    broadcasts: [],
    broadcast: { id: 'recB', key: 'main' },
    event: null,
    liveMatch: { id: 'recM', teams: ['recA', 'recB2'], first_to: 3, score_1: 1, score_2: 2 },
    teams: [
      { id: 'recA', name: 'Alpha' },
      { id: 'recB2', name: 'Bravo' },
    ],
    teamsLoading: false,
    permissions: { broadcastAccess: true, matchEdit: true, fullBroadcast: false },
    ...patch,
  }) as unknown as DashboardData;

describe('getMapWinReason (broadcast spec §4)', () => {
  it.each<[string, DashboardData, ReadonlySet<string>, string | null]>([
    ['enabled', data(), new Set(), null],
    [
      'a flip in flight',
      data(),
      new Set([PRESS_KEYS.flip]),
      'Waiting for the flip or map win to finish…',
    ],
    [
      'a win in flight',
      data(),
      new Set([PRESS_KEYS.mapWin]),
      'Waiting for the flip or map win to finish…',
    ],
    [
      'a team still loading',
      data({ teams: [{ id: 'recA', name: 'Alpha' }], teamsLoading: true }),
      new Set(),
      'A team is still loading',
    ],
    [
      'a team missing',
      data({ teams: [{ id: 'recA', name: 'Alpha' }] }),
      new Set(),
      'The live match needs two teams',
    ],
    ['no live match', data({ liveMatch: null }), new Set(), 'There is no live match'],
    [
      'first_to reached',
      data({ liveMatch: { id: 'recM', teams: ['recA', 'recB2'], first_to: 3, score_2: 3 } }),
      new Set(),
      'The match is decided: a team has reached first to',
    ],
  ])('%s', (_case, input, pending, reason) => {
    expect(getMapWinReason(input, pending)).toBe(reason);
  });

  it('flip waits for a win in flight, and needs a live match', () => {
    expect(getFlipReason(data(), new Set([PRESS_KEYS.mapWin]))).toBe(
      'Waiting for the flip or map win to finish…',
    );
    expect(getFlipReason(data({ liveMatch: null }), new Set())).toBe('There is no live match');
    expect(getFlipReason(data(), new Set())).toBeNull();
  });
});

describe('getEditorSides', () => {
  it('lists stored order, swapped when flipped, with teamNum in stored order', () => {
    expect(getEditorSides(data()).map((s) => [s.teamNum, s.label, s.score])).toEqual([
      [1, 'Alpha', 1],
      [2, 'Bravo', 2],
    ]);
    const flipped = data({
      liveMatch: { id: 'recM', teams: ['recA', 'recB2'], score_1: 1, score_2: 2, flip_teams: true },
    });
    expect(getEditorSides(flipped).map((s) => [s.teamNum, s.label, s.score])).toEqual([
      [2, 'Bravo', 2],
      [1, 'Alpha', 1],
    ]);
  });
});

describe('matchBroadcastShortcut', () => {
  const body = document.body;
  const key = (patch: Partial<KeyboardEvent>) =>
    matchBroadcastShortcut({
      code: '',
      key: '',
      altKey: false,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      repeat: false,
      target: body,
      ...patch,
    });
  it.each<[string, Partial<KeyboardEvent>, string | null]>([
    ['Alt+Shift+1', { code: 'Digit1', altKey: true, shiftKey: true }, 'mapWinLeft'],
    ['Alt+Shift+2', { code: 'Digit2', altKey: true, shiftKey: true }, 'mapWinRight'],
    ['Alt+Shift+F', { code: 'KeyF', altKey: true, shiftKey: true }, 'flip'],
    ['Alt+Shift+B', { code: 'KeyB', altKey: true, shiftKey: true }, 'breakModal'],
    ['?', { key: '?', code: 'Slash', shiftKey: true }, 'sheet'],
    ['Alt+1 (the browser tab switch)', { code: 'Digit1', altKey: true }, null],
    ['plain 1', { code: 'Digit1', key: '1' }, null],
    [
      'Ctrl+Alt+Shift+1 (AltGr layouts)',
      { code: 'Digit1', altKey: true, shiftKey: true, ctrlKey: true },
      null,
    ],
    ['a held key repeating', { code: 'Digit1', altKey: true, shiftKey: true, repeat: true }, null],
  ])('%s → %s', (_case, patch, id) => {
    expect(key(patch)).toBe(id);
  });

  it('ignores keys typed into fields', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      expect(isTypingTarget(field)).toBe(true);
      expect(key({ code: 'Digit1', altKey: true, shiftKey: true, target: field })).toBeNull();
    }
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
