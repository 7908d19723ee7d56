import { describe, expect, it } from 'vitest';
import {
  getMiniSitePromptLink,
  getMiniSiteStatus,
  shouldShowMiniSitePrompt,
  type MiniSiteStatus,
} from './get-mini-site-status.js';

const ID = 'recEVENTSPRINGAAA';

describe('getMiniSiteStatus (public-site §4 "Mini-site status relative to the current site")', () => {
  it.each<[string | null, string | null, string | null, MiniSiteStatus, boolean]>([
    [null, null, null, 'no-minisite-for-event', false],
    [null, null, 'spring', 'no-minisite-for-event', false],
    ['  ', '', 'spring', 'no-minisite-for-event', false],
    ['spring', null, null, 'no-root-minisite', true],
    [null, 'spring', null, 'no-root-minisite', true],
    ['spring', null, 'spring', 'on-main-subdomain', false],
    ['Spring', null, 'spring', 'on-main-subdomain', false],
    [null, 'spring', 'spring', 'on-partial-subdomain', false],
    ['autumn', 'spring', 'spring', 'on-partial-subdomain', false],
    ['spring', null, 'autumn', 'on-foreign-subdomain', true],
    [null, 'spring', 'autumn', 'on-foreign-subdomain', true],
  ])(
    'subdomain %j, partial %j, on mini-site %j → %s (prompt %s)',
    (subdomain, partial, root, status, prompt) => {
      const result = getMiniSiteStatus({ id: ID, subdomain, partial_subdomain: partial }, root);
      expect(result).toBe(status);
      expect(shouldShowMiniSitePrompt(result)).toBe(prompt);
    },
  );
});

describe('getMiniSitePromptLink', () => {
  const main = { protocol: 'http:', hostname: 'localhost', port: '8080' };
  const foreign = { protocol: 'https:', hostname: 'autumn.dev.castline.gg', port: '' };
  it.each([
    [{ subdomain: 'spring' }, main, null, 'http://spring.localhost:8080/'],
    [{ subdomain: 'spring' }, main, 'bracket', 'http://spring.localhost:8080/bracket'],
    [
      { subdomain: 'Spring' },
      foreign,
      'staff/extended',
      'https://spring.dev.castline.gg/staff/extended',
    ],
    [
      { partial_subdomain: 'spring' },
      main,
      null,
      'http://spring.localhost:8080/event/EVENTSPRINGAAA',
    ],
    [
      { partial_subdomain: 'spring' },
      foreign,
      'schedule',
      'https://spring.dev.castline.gg/event/EVENTSPRINGAAA/schedule',
    ],
  ])('%j on %j, page %j → %s', (fields, location, subPage, href) => {
    expect(getMiniSitePromptLink({ id: ID, ...fields }, location, subPage)?.href).toBe(href);
  });

  it('has no link without a mini-site', () => {
    expect(getMiniSitePromptLink({ id: ID }, main, null)).toBeNull();
  });
});
