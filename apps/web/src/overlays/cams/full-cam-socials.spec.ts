import { describe, expect, it } from 'vitest';
import { fullCamSocials } from './full-cam-socials.js';

describe('fullCamSocials', () => {
  it.each<[string | null, string | null, string]>([
    ['@sam', 'he/him', '@sam · he/him'],
    ['@sam', null, '@sam'],
    [null, 'she/her', 'she/her'],
    [null, null, ''],
    ['  ', ' they/them ', 'they/them'],
  ])('%j %j', (twitter, pronouns, expected) => {
    expect(fullCamSocials({ twitter, pronouns })).toBe(expected);
  });
});
