import { buildAvatarUrl } from './build-avatar-url.js';

describe('buildAvatarUrl', () => {
  const cdn = 'https://cdn.discordapp.com';
  it.each([
    [
      'a Discord avatar hash',
      cdn,
      '80351110224678912',
      '8342729096ea3675442027381ff50dfe',
      'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    ],
    [
      'an animated hash',
      cdn,
      '1',
      'a_1269e74af4df7417b13759eae50c83dc',
      'https://cdn.discordapp.com/avatars/1/a_1269e74af4df7417b13759eae50c83dc.png',
    ],
    [
      'a CDN base with a trailing slash',
      'http://127.0.0.1:8099/',
      '1',
      'abc',
      'http://127.0.0.1:8099/avatars/1/abc.png',
    ],
    ['a stored URL', cdn, '1', 'https://img.example/a.png', 'https://img.example/a.png'],
    ['no avatar', cdn, '1', null, null],
    ['an empty avatar', cdn, '1', '', null],
    ['a hash without a Discord id', cdn, null, 'abc', null],
    ['a hash that could escape the path', cdn, '1', '../../x', null],
  ] as const)('%s', (_name, base, id, avatar, expected) => {
    expect(buildAvatarUrl(base, id, avatar)).toBe(expected);
  });
});
