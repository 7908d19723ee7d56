import { describe, expect, it } from 'vitest';
import { parseCamsOptions, type CamsOptions } from './parse-cams-options.js';

const defaults: CamsOptions = {
  params: [],
  number: null,
  player: null,
  full: false,
  alwaysShow: false,
  alwaysShowBox: false,
  relay: { mode: 'default' },
  name: null,
  hideName: false,
  socials: false,
};

describe('parseCamsOptions', () => {
  it.each<[string, Partial<CamsOptions>]>([
    ['', {}],
    ['?params=cover,na', { params: ['cover', 'na'] }],
    ['?params=%20quality=2%20,,&params=buffer=100', { params: ['quality=2', 'buffer=100'] }],
    ['?number=3', { number: 3 }],
    ['?num=2', { number: 2 }],
    ['?number=0', {}],
    ['?number=two', {}],
    ['?number=&num=4', { number: 4 }],
    ['?player=recAAAAAAAAAAAAAA', { player: 'recAAAAAAAAAAAAAA' }],
    ['?player=%20Ana%20', { player: 'Ana' }],
    ['?full', { full: true }],
    ['?full=false', {}],
    ['?alwaysShow', { alwaysShow: true }],
    ['?alwaysShowBox=true', { alwaysShowBox: true }],
    ['?box', { alwaysShowBox: true }],
    ['?box=0', {}],
    ['?relay', { relay: { mode: 'on' } }],
    ['?relay=true', { relay: { mode: 'on' } }],
    ['?relay=false', { relay: { mode: 'off' } }],
    [
      '?relay=https://relay.example/%3Furl%3D',
      { relay: { mode: 'prefix', prefix: 'https://relay.example/?url=' } },
    ],
    ['?name=Guest%20Star', { name: 'Guest Star' }],
    ['?name=false', { hideName: true }],
    ['?socials', { socials: true }],
    ['?socials=no', {}],
  ])('%s', (search, expected) => {
    expect(parseCamsOptions(new URLSearchParams(search))).toEqual({ ...defaults, ...expected });
  });
});
