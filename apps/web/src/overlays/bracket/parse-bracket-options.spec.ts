import { describe, expect, it } from 'vitest';
import { parseBracketOptions, type BracketOptions } from './parse-bracket-options.js';

const NONE: BracketOptions = {
  key: null,
  match: false,
  extended: false,
  scale: null,
  small: false,
};

describe('parseBracketOptions', () => {
  it.each<[string, Partial<BracketOptions>]>([
    ['', {}],
    ['?key=playoffs', { key: 'playoffs' }],
    ['?key=%20&key=groups', { key: 'groups' }],
    ['?match', { match: true }],
    ['?match=false', {}],
    ['?extended', { extended: true }],
    ['?expanded=1', { extended: true }],
    ['?full', { extended: true }],
    ['?full=0', {}],
    ['?scale=0.75', { scale: 0.75 }],
    ['?scale=2', { scale: 2 }],
    ['?scale=.5', { scale: 0.5 }],
    ['?scale=0', {}],
    ['?scale=-1', {}],
    ['?scale=big', {}],
    ['?scale=11', {}],
    ['?small', { small: true }],
    ['?small&match&scale=1.2', { small: true, match: true, scale: 1.2 }],
  ])('%s', (search, expected) => {
    expect(parseBracketOptions(new URLSearchParams(search))).toEqual({ ...NONE, ...expected });
  });
});
