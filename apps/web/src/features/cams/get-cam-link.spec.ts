import { describe, expect, it } from 'vitest';
import { DEFAULT_CAM_PARAMS, getCamLink, readCamParams } from './get-cam-link.js';

describe('readCamParams', () => {
  it.each([
    [null, ['cover', 'na', 'animate=0']],
    ['', ['cover', 'na', 'animate=0']],
    [' , ', ['cover', 'na', 'animate=0']],
    ['cover, animate=1', ['cover', 'animate=1']],
    ['&na,?cleanoutput', ['na', 'cleanoutput']],
  ])('reads %j as %j', (text, params) => {
    expect(readCamParams(text)).toEqual(params);
  });

  it("defaults to the spec's 'cover, na, animate=0'", () => {
    expect(DEFAULT_CAM_PARAMS).toBe('cover, na, animate=0');
  });
});

describe('getCamLink', () => {
  it.each([
    [{ cam_code: null }, null, null],
    [{}, null, null],
    [{ cam_code: '   ' }, null, null],
    [{ cam_code: 'abc123' }, null, 'https://vdo.ninja/?view=abc123&cover&na&animate=0'],
    [
      { cam_code: ' abc123 ' },
      { cams_default_params: null },
      'https://vdo.ninja/?view=abc123&cover&na&animate=0',
    ],
    [{ cam_code: 'a b&c' }, null, 'https://vdo.ninja/?view=a%20b%26c&cover&na&animate=0'],
    [
      { cam_code: 'abc' },
      { cams_default_params: 'cover, animate=1' },
      'https://vdo.ninja/?view=abc&cover&animate=1',
    ],
    // A code that already is a link is kept, and gets only the parameters it lacks.
    [
      { cam_code: 'https://vdo.ninja/?view=xyz&na' },
      null,
      'https://vdo.ninja/?view=xyz&na&cover&animate=0',
    ],
    [
      { cam_code: 'https://cams.example.com/feed#top' },
      { cams_default_params: 'cover' },
      'https://cams.example.com/feed?cover#top',
    ],
    [
      { cam_code: 'https://vdo.ninja/?view=xyz&cover&na&animate=0' },
      null,
      'https://vdo.ninja/?view=xyz&cover&na&animate=0',
    ],
  ])('%j on %j → %s', (player, broadcast, link) => {
    expect(getCamLink(player, broadcast)).toBe(link);
  });

  it('never changes its inputs', () => {
    const player = Object.freeze({ cam_code: 'abc' });
    const broadcast = Object.freeze({ cams_default_params: 'na' });
    expect(getCamLink(player, broadcast)).toBe('https://vdo.ninja/?view=abc&na');
    expect(player).toEqual({ cam_code: 'abc' });
  });
});
