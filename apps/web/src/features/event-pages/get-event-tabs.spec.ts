import { describe, expect, it } from 'vitest';
import { readEventSettings } from '../events/read-event-settings.js';
import { getEventTabs, type EventTabsInput } from './get-event-tabs.js';
import { getEventMorePages } from './get-event-more-pages.js';

const NONE: EventTabsInput = {
  hasMatches: false,
  visibleBracketCount: 0,
  settings: readEventSettings(null),
  hasAccolades: false,
  hasStaff: false,
  hasTheme: false,
  hasAbout: false,
  canEditEvent: false,
};
const ALL_SETTINGS = readEventSettings(
  JSON.stringify({
    standings: [{ key: 'groups' }],
    foldy: { use: true },
    draft: { use: true },
    auction: { public: true },
  }),
);

const labels = (input: Partial<EventTabsInput>) =>
  getEventTabs({ ...NONE, ...input }).map(
    (tab) => `${tab.label}${tab.path ? ` /${tab.path}` : ''}`,
  );

describe('getEventTabs (public-site §2 "Event sub-navigation shows")', () => {
  it('shows only Overview when the event has no data', () => {
    expect(labels({})).toEqual(['Overview']);
  });

  it('shows every tab, in the spec order, when all their data exists', () => {
    expect(
      labels({
        hasMatches: true,
        visibleBracketCount: 2,
        settings: ALL_SETTINGS,
        hasAccolades: true,
        hasStaff: true,
        hasTheme: true,
        hasAbout: true,
        canEditEvent: true,
      }),
    ).toEqual([
      'Overview',
      'Schedule /schedule',
      'Brackets /bracket',
      'Standings /standings',
      'Foldy Sheet /scenarios',
      'Draft /draft',
      'Auction /auction',
      'Accolades /accolades',
      'Staff /staff',
      'Theme /theme',
      'About /about',
      'Settings /settings',
    ]);
  });

  it.each<[string, Partial<EventTabsInput>, string[]]>([
    ['matches → Schedule', { hasMatches: true }, ['Overview', 'Schedule /schedule']],
    ['one visible bracket → Bracket', { visibleBracketCount: 1 }, ['Overview', 'Bracket /bracket']],
    [
      'no visible bracket → no Bracket tab',
      { visibleBracketCount: 0, hasMatches: true },
      ['Overview', 'Schedule /schedule'],
    ],
    [
      'standings listed in the settings',
      { settings: readEventSettings('{"standings":[{"key":"a"}]}') },
      ['Overview', 'Standings /standings'],
    ],
    [
      'unparsable settings count as none',
      { settings: readEventSettings('{standings') },
      ['Overview'],
    ],
    [
      'foldy off, draft on',
      { settings: readEventSettings('{"foldy":{"use":false},"draft":{"use":true}}') },
      ['Overview', 'Draft /draft'],
    ],
    [
      'auction not public',
      { settings: readEventSettings('{"auction":{"public":false}}') },
      ['Overview'],
    ],
    ['accolades', { hasAccolades: true }, ['Overview', 'Accolades /accolades']],
    ['staff', { hasStaff: true }, ['Overview', 'Staff /staff']],
    ['theme', { hasTheme: true }, ['Overview', 'Theme /theme']],
    ['about text', { hasAbout: true }, ['Overview', 'About /about']],
    ['an event editor sees Settings', { canEditEvent: true }, ['Overview', 'Settings /settings']],
    [
      'staff reviewing reports see Reports before Settings',
      { canEditEvent: true, canReviewReports: true },
      ['Overview', 'Reports /reports', 'Settings /settings'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(labels(input)).toEqual(expected);
  });
});

describe('getEventMorePages (rosters, stats, brands, streams from the overview)', () => {
  it.each([
    [{ hasTeams: false, hasMatches: false, hasBrands: false, hasStreams: false }, []],
    [
      { hasTeams: true, hasMatches: true, hasBrands: true, hasStreams: true },
      ['rosters', 'stats', 'brands', 'streams'],
    ],
    [
      { hasTeams: true, hasMatches: false, hasBrands: false, hasStreams: true },
      ['rosters', 'streams'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(getEventMorePages(input).map((page) => page.path)).toEqual(expected);
  });
});
