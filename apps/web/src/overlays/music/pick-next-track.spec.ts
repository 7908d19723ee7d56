import { describe, expect, it } from 'vitest';
import { pickNextTrack, pushHistory, type NextTrackInput } from './pick-next-track.js';

const base: NextTrackInput = { urls: [], history: [], played: [], loop: true, random: 0 };
const abc = ['a', 'b', 'c'];
const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('pickNextTrack', () => {
  it.each<[string, Partial<NextTrackInput>, string | null]>([
    ['no tracks', {}, null],
    ['first of three at 0', { urls: abc }, 'a'],
    ['last of three near 1', { urls: abc, random: 0.99 }, 'c'],
    ['never the one just played', { urls: abc, history: ['a'] }, 'b'],
    [
      'small group: avoids the last two of three',
      { urls: abc, history: ['c', 'a', 'b'], random: 0.99 },
      'c',
    ],
    ['two tracks alternate', { urls: ['a', 'b'], history: ['a', 'b'] }, 'a'],
    ['one track repeats with loop', { urls: ['a'], history: ['a'] }, 'a'],
    [
      'one track plays once without loop',
      { urls: ['a'], history: ['a'], played: ['a'], loop: false },
      null,
    ],
    [
      'history of five in a group of seven',
      { urls: many, history: ['a', 'b', 'c', 'd', 'e'], random: 0 },
      'f',
    ],
    [
      'only the last five count',
      { urls: many, history: ['f', 'a', 'b', 'c', 'd', 'e'].slice(-5), random: 0 },
      'f',
    ],
    [
      'without loop: unplayed only',
      { urls: abc, history: ['a'], played: ['a', 'b'], loop: false },
      'c',
    ],
    [
      'without loop: all played → stop',
      { urls: abc, history: ['c'], played: abc, loop: false },
      null,
    ],
    ['duplicates count once', { urls: ['a', 'a', 'b'], history: ['a'] }, 'b'],
    ['random out of range is clamped', { urls: abc, random: 1 }, 'c'],
  ])('%s', (_name, input, expected) => {
    expect(pickNextTrack({ ...base, ...input })).toBe(expected);
  });

  it('never repeats the last track over many draws (loop)', () => {
    let history: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 200; i++) {
      const next = pickNextTrack({ ...base, urls: abc, history, random: (i * 0.37) % 1 });
      expect(next).not.toBe(last);
      last = next;
      history = pushHistory(history, next ?? '');
    }
  });
});

describe('pushHistory', () => {
  it.each([
    [[], 'a', ['a']],
    [['a', 'b', 'c', 'd'], 'e', ['a', 'b', 'c', 'd', 'e']],
    [['a', 'b', 'c', 'd', 'e'], 'f', ['b', 'c', 'd', 'e', 'f']],
  ])('%j + %s → %j', (history, url, expected) => {
    expect(pushHistory(history, url)).toEqual(expected);
  });
});
