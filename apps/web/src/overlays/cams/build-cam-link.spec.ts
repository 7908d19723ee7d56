import { describe, expect, it } from 'vitest';
import { applyCamRelay, buildCamLink } from './build-cam-link.js';

describe('applyCamRelay', () => {
  it.each<[string, string | null, string]>([
    ['https://vdo.ninja/?view=a&na', null, 'https://vdo.ninja/?view=a&na'],
    ['https://vdo.ninja/?view=a&na', '  ', 'https://vdo.ninja/?view=a&na'],
    [
      'https://vdo.ninja/?view=a&na',
      'https://relay.test/?url=',
      'https://relay.test/?url=https%3A%2F%2Fvdo.ninja%2F%3Fview%3Da%26na',
    ],
    [
      'https://vdo.ninja/?view=a&na',
      'https://relay.test/',
      'https://relay.test/https://vdo.ninja/?view=a&na',
    ],
  ])('%s through %j', (link, prefix, expected) => {
    expect(applyCamRelay(link, prefix)).toBe(expected);
  });
});

describe('buildCamLink', () => {
  it.each<[string | null | undefined, string, string | null, string | null]>([
    [
      'castline_abc',
      'cover, na, animate=0',
      null,
      'https://vdo.ninja/?view=castline_abc&cover&na&animate=0',
    ],
    [
      'castline_abc',
      'buffer=100, cover',
      null,
      'https://vdo.ninja/?view=castline_abc&buffer=100&cover',
    ],
    [
      'https://vdo.ninja/?view=guest&na',
      'cover, na',
      null,
      'https://vdo.ninja/?view=guest&na&cover',
    ],
    [
      'abc',
      'na',
      'https://relay.test/?url=',
      'https://relay.test/?url=https%3A%2F%2Fvdo.ninja%2F%3Fview%3Dabc%26na',
    ],
    [null, 'na', 'https://relay.test/?url=', null],
    ['  ', 'na', null, null],
    [undefined, 'na', null, null],
  ])('%j with %j via %j', (code, params, relay, expected) => {
    expect(buildCamLink({ cam_code: code }, { params, relayPrefix: relay })).toBe(expected);
  });
});
