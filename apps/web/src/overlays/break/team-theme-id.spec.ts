import { describe, expect, it } from 'vitest';
import { getTeamThemeId } from './team-theme-id.js';

describe('getTeamThemeId', () => {
  it.each<[string, Parameters<typeof getTeamThemeId>[0], string | null]>([
    ['no team', null, null],
    ['the view’s themeId', { themeId: 'th1', record: { theme: ['th2'] } }, 'th1'],
    ['an id link', { themeId: null, record: { theme: ['th2'] } }, 'th2'],
    [
      'a hydrated theme record',
      { themeId: null, record: { theme: [{ __id: 'th3', id: 'th3' }] } },
      'th3',
    ],
    [
      'a loading marker still names its id',
      { themeId: null, record: { theme: [{ __id: 'th4', __loading: true }] } },
      'th4',
    ],
    ['no theme', { themeId: null, record: { theme: [] } }, null],
    ['no theme field', { themeId: null, record: {} }, null],
  ])('%s', (_name, team, expected) => {
    expect(getTeamThemeId(team)).toBe(expected);
  });
});
