import { describe, expect, it } from 'vitest';
import { getMiniSiteNavItems, isBracketVisible } from './get-mini-site-nav-items.js';

describe('getMiniSiteNavItems (public-site §2 "Navbar", mini-site)', () => {
  it.each([
    [{ hasMatches: false, visibleBracketCount: 0, hasStandings: false }, []],
    [{ hasMatches: true, visibleBracketCount: 0, hasStandings: false }, ['Schedule /schedule']],
    [
      { hasMatches: true, visibleBracketCount: 1, hasStandings: false },
      ['Schedule /schedule', 'Bracket /bracket'],
    ],
    [
      { hasMatches: false, visibleBracketCount: 3, hasStandings: true },
      ['Brackets /bracket', 'Standings /standings'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(getMiniSiteNavItems(input).map((item) => `${item.label} ${item.to}`)).toEqual(expected);
  });

  it.each([
    [{ name: 'Playoffs', hide_bracket: false }, true],
    [{ name: 'Playoffs', hide_bracket: true }, false],
    [{ name: '  ', hide_bracket: false }, false],
    [{ name: null }, false],
  ])('bracket %j visible: %s', (bracket, visible) => {
    expect(isBracketVisible(bracket)).toBe(visible);
  });
});
