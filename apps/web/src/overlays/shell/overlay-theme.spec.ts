import { describe, expect, it } from 'vitest';
import {
  areStingersOn,
  collectOverlayCss,
  getOverlaySubject,
  getTransitionOffset,
  isAlwaysActive,
  pickOverlayThemeId,
  pickStingerThemeId,
} from './overlay-theme.js';

const EVENT = { theme: ['recEventTheme00'], broadcast_css: '.a{color:red}' };

describe('overlay theme rules (OVERLAYS §2 "Stingers", "Theme override")', () => {
  it.each([
    [null, {}, EVENT, 'recEventTheme00'],
    [null, { theme_override: ['recOverride000'] }, EVENT, 'recOverride000'],
    ['recOption00000', { theme_override: ['recOverride000'] }, EVENT, 'recOption00000'],
    ['recOption00000', {}, null, 'recOption00000'],
    [null, {}, null, null],
    [null, { theme_override: [] }, { theme: [] }, null],
  ])('stinger theme with option %s', (option, broadcast, event, expected) => {
    expect(pickStingerThemeId(option, broadcast, event)).toBe(expected);
  });

  it.each([
    [null, { theme_override: ['recOverride000'] }, EVENT, 'recTeamTheme00', 'recTeamTheme00'],
    [null, {}, EVENT, 'recTeamTheme00', 'recTeamTheme00'],
    ['recOption00000', {}, EVENT, 'recTeamTheme00', 'recOption00000'],
    [null, { theme_override: ['recOverride000'] }, EVENT, null, 'recOverride000'],
  ])('stinger route: option %s, team theme %s', (option, broadcast, event, teamTheme, expected) => {
    expect(pickStingerThemeId(option, broadcast, event, teamTheme)).toBe(expected);
  });

  it('theme_override replaces the event theme for every overlay', () => {
    expect(pickOverlayThemeId({ theme_override: ['recO'] }, EVENT)).toBe('recO');
    expect(pickOverlayThemeId({}, EVENT)).toBe('recEventTheme00');
    expect(pickOverlayThemeId(undefined, undefined)).toBeNull();
  });

  it("CSS order: the event's broadcast_css, then the broadcast's; blank ones are left out", () => {
    expect(collectOverlayCss({ broadcast_css: '.b{}' }, EVENT)).toEqual(['.a{color:red}', '.b{}']);
    expect(collectOverlayCss({ broadcast_css: '  ' }, { broadcast_css: null })).toEqual([]);
  });

  it.each([
    [{ broadcast_settings: ['Use built-in stingers'] }, false, false, true],
    [{ broadcast_settings: ['Use built-in stingers'] }, true, false, false],
    [{ broadcast_settings: ['Use built-in stingers'] }, false, true, false],
    [{ broadcast_settings: ['Use built-in stingers', 'No animations'] }, false, false, false],
    [{ broadcast_settings: [] }, false, false, false],
    [undefined, false, false, false],
  ])(
    'stingers of %j with noStinger %s, noAnimate %s: %s',
    (broadcast, noStinger, noAnimate, on) => {
      expect(areStingersOn(broadcast, { noStinger, noAnimate })).toBe(on);
    },
  );

  it("is always active with 'No animations' or noAnimate", () => {
    expect(isAlwaysActive({ broadcast_settings: ['No animations'] }, false)).toBe(true);
    expect(isAlwaysActive({ broadcast_settings: [] }, true)).toBe(true);
    expect(isAlwaysActive({ broadcast_settings: ['Use built-in stingers'] }, false)).toBe(false);
  });

  it('the subject is the live match and the highlighted team', () => {
    expect(getOverlaySubject({ live_match: ['recM'], highlight_team: ['recT'] })).toBe('recM|recT');
    expect(getOverlaySubject({ live_match: [], highlight_team: null })).toBe('|');
    expect(getOverlaySubject({ live_match: ['recM'] })).not.toBe(
      getOverlaySubject({ live_match: ['recN'] }),
    );
  });

  it.each([
    [{ transition_offset: 300 }, 300],
    [{ transition_offset: 0 }, 0],
    [{ transition_offset: -5 }, 0],
    [{ transition_offset: null }, 0],
    [{}, 0],
  ])('transition offset of %j is %d ms', (broadcast, expected) => {
    expect(getTransitionOffset(broadcast)).toBe(expected);
  });
});
