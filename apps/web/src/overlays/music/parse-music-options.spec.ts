import { describe, expect, it } from 'vitest';
import { parseMusicOptions, type MusicOptions } from './parse-music-options.js';

const defaults: MusicOptions = {
  group: null,
  role: null,
  showTitle: false,
  volume: 0.2,
  crossfadeS: 10,
  loop: false,
};

describe('parseMusicOptions', () => {
  it.each<[string, Partial<MusicOptions>]>([
    ['', {}],
    ['group=Break%20beats', { group: 'Break beats' }],
    ['group=%20%20', {}],
    ['role=break', { role: 'break' }],
    ['showTitle', { showTitle: true }],
    ['showTitle=true', { showTitle: true }],
    ['text=1', { showTitle: true }],
    ['showTitle=false', {}],
    ['text=off', {}],
    ['volume=0.5', { volume: 0.5 }],
    ['volume=0', { volume: 0 }],
    ['volume=35', { volume: 0.35 }],
    ['volume=250', { volume: 1 }],
    ['volume=-1', { volume: 0 }],
    ['volume=loud', {}],
    ['crossfade=4', { crossfadeS: 4 }],
    ['fade=2.5', { crossfadeS: 2.5 }],
    ['crossfade=0', { crossfadeS: 0 }],
    ['crossfade=999', { crossfadeS: 60 }],
    ['crossfade=x&fade=3', { crossfadeS: 3 }],
    ['loop', { loop: true }],
    ['loop=no', {}],
  ])('%s', (query, expected) => {
    expect(parseMusicOptions(new URLSearchParams(query))).toEqual({ ...defaults, ...expected });
  });
});
