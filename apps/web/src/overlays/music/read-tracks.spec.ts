import { describe, expect, it } from 'vitest';
import { readTracks } from './read-tracks.js';

describe('readTracks', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json [', []],
    ['[broken', []],
    ['{"title":"x","url":"/a.wav"}', []],
    [
      '[{"title":"Lobby Drift","artist":"Castline Sound","url":"/demo/music/break-1.wav"}]',
      [{ title: 'Lobby Drift', artist: 'Castline Sound', url: '/demo/music/break-1.wav' }],
    ],
    [
      '[{"url":"https://cdn.test/My%20Song.ogg"},{"title":"t"},null,3,{"title":"x","url":"javascript:alert(1)"},{"title":"y","url":"//evil.test/a"}]',
      [{ title: 'My Song.ogg', artist: null, url: 'https://cdn.test/My%20Song.ogg' }],
    ],
    [
      'Doors Open | Castline Sound | /demo/music/a.wav\nWarm-up | /b.wav\n/c.wav\nbad line',
      [
        { title: 'Doors Open', artist: 'Castline Sound', url: '/demo/music/a.wav' },
        { title: 'Warm-up', artist: null, url: '/b.wav' },
        { title: 'c.wav', artist: null, url: '/c.wav' },
      ],
    ],
  ])('%j', (value, expected) => {
    expect(readTracks(value)).toEqual(expected);
  });
});
