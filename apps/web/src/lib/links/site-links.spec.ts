import { describe, expect, it } from 'vitest';
import { getEntityPath, getEventLink, getMainSiteUrl, type LinkContext } from './site-links.js';

const EVENT = 'recEVENTAAAAAAAAA';
const OTHER = 'recOTHERAAAAAAAAA';
const main: LinkContext = {
  location: { protocol: 'https:', hostname: 'castline.gg', port: '' },
  miniSiteEventId: null,
};
const local: LinkContext = {
  location: { protocol: 'http:', hostname: 'localhost', port: '8080' },
  miniSiteEventId: null,
};
const onSpring: LinkContext = {
  location: { protocol: 'http:', hostname: 'spring.localhost', port: '8080' },
  miniSiteEventId: EVENT,
};

describe('entity links (public-site §2 "Link shapes")', () => {
  it.each([
    ['team', 'recTEAMAAAAAAAAAA', undefined, '/team/TEAMAAAAAAAAAA'],
    ['player', 'recPLAYERAAAAAAAA', 'casts', '/player/PLAYERAAAAAAAA/casts'],
    ['match', 'recMATCHAAAAAAAAA', '/history/', '/match/MATCHAAAAAAAAA/history'],
    ['event', EVENT, '', '/event/EVENTAAAAAAAAA'],
  ] as const)('%s %s %s → %s', (type, id, subPage, path) => {
    expect(getEntityPath(type, id, subPage)).toBe(path);
  });
});

describe('event links (public-site §2 "Link shapes")', () => {
  it('links an event without a subdomain to /event/{short id}[/{subPage}]', () => {
    expect(getEventLink({ id: EVENT, subdomain: null }, null, main)).toEqual({
      kind: 'internal',
      to: '/event/EVENTAAAAAAAAA',
    });
    expect(getEventLink({ id: EVENT }, 'schedule', main)).toEqual({
      kind: 'internal',
      to: '/event/EVENTAAAAAAAAA/schedule',
    });
  });

  it('links an event with a subdomain to its own subdomain, same protocol and port', () => {
    expect(getEventLink({ id: EVENT, subdomain: 'spring' }, null, main)).toEqual({
      kind: 'external',
      href: 'https://spring.castline.gg/',
    });
    expect(getEventLink({ id: EVENT, subdomain: 'Spring' }, 'bracket', local)).toEqual({
      kind: 'external',
      href: 'http://spring.localhost:8080/bracket',
    });
  });

  it('links the mini-site event to the site root or /{subPage} on its own mini-site', () => {
    expect(getEventLink({ id: EVENT, subdomain: 'spring' }, null, onSpring)).toEqual({
      kind: 'internal',
      to: '/',
    });
    expect(getEventLink({ id: EVENT, subdomain: 'spring' }, 'standings', onSpring)).toEqual({
      kind: 'internal',
      to: '/standings',
    });
  });

  it('links another event from a mini-site to that event’s subdomain on the main address', () => {
    expect(getEventLink({ id: OTHER, subdomain: 'fall' }, null, onSpring)).toEqual({
      kind: 'external',
      href: 'http://fall.localhost:8080/',
    });
    expect(getEventLink({ id: OTHER, subdomain: '' }, null, onSpring)).toEqual({
      kind: 'internal',
      to: '/event/OTHERAAAAAAAAA',
    });
  });

  it('keeps the environment label of the main address', () => {
    const dev: LinkContext = {
      location: { protocol: 'https:', hostname: 'spring.dev.castline.gg', port: '' },
      miniSiteEventId: EVENT,
    };
    expect(getEventLink({ id: OTHER, subdomain: 'fall' }, null, dev)).toEqual({
      kind: 'external',
      href: 'https://fall.dev.castline.gg/',
    });
  });

  it('recovers the main address by stripping the subdomain', () => {
    expect(getMainSiteUrl(onSpring.location)).toBe('http://localhost:8080/');
    expect(
      getMainSiteUrl({ protocol: 'https:', hostname: 'spring.castline.gg', port: '' }, '/events'),
    ).toBe('https://castline.gg/events');
  });
});
