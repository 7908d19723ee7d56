import { describe, expect, it } from 'vitest';
import { getTeamThemeId } from './team-theme-id.js';

describe('getTeamThemeId', () => {
  it.each<[string, string | null, unknown, string | null]>([
    ['the live view id first', 'recT', [{ __id: 'recX', id: 'recX' }], 'recT'],
    [
      'a hydrated theme record',
      null,
      [{ __id: 'recTheme', id: 'recTheme', name: 'x' }],
      'recTheme',
    ],
    ['a theme still loading', null, [{ __id: 'recTheme', __loading: true }], 'recTheme'],
    ['a plain id link', null, ['recPlain'], 'recPlain'],
    ['no theme', null, [], null],
    ['no field', null, undefined, null],
  ])('%s', (_label, themeId, theme, expected) => {
    expect(getTeamThemeId({ themeId, record: { theme } })).toBe(expected);
  });
});
