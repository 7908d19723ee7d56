import { describe, expect, it } from 'vitest';
import { getCamLink } from '../../features/cams/get-cam-link.js';
import { mergeCamParams } from './merge-cam-params.js';

describe('mergeCamParams', () => {
  it.each<[string[], string | null, string]>([
    [[], null, 'cover, na, animate=0'],
    [[], '  ', 'cover, na, animate=0'],
    [[], 'cleanoutput, quality=1', 'cleanoutput, quality=1'],
    [['buffer=100'], null, 'buffer=100, cover, na, animate=0'],
    [['animate=1'], 'cover, animate=0', 'animate=1, cover, animate=0'],
  ])('%j + %j', (option, broadcast, expected) => {
    expect(mergeCamParams(option, broadcast)).toBe(expected);
  });

  it("lets the option's value of a key win in the link", () => {
    const params = mergeCamParams(['animate=1'], null);
    expect(getCamLink({ cam_code: 'abc' }, { cams_default_params: params })).toBe(
      'https://vdo.ninja/?view=abc&animate=1&cover&na',
    );
  });
});
