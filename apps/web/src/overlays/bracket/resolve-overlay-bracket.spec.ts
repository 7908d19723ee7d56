import { describe, expect, it } from 'vitest';
import {
  isVisibleBracket,
  resolveOverlayBracket,
  type OverlayBracketCandidate,
  type ResolveOverlayBracketInput,
} from './resolve-overlay-bracket.js';

const BRACKETS: OverlayBracketCandidate[] = [
  { id: 'hidden', name: 'Hidden', key: 'hidden', hide_bracket: true, ordered_matches: ['m9'] },
  { id: 'unnamed', name: ' ', key: 'unnamed', ordered_matches: ['m1'] },
  { id: 'groups', name: 'Groups', key: 'groups', ordered_matches: ['m1', 'm2'] },
  { id: 'playoffs', name: 'Playoffs', key: 'Playoffs', ordered_matches: ['m3', 'm4'] },
];

describe('resolveOverlayBracket', () => {
  it.each<[string, Omit<ResolveOverlayBracketInput, 'brackets'>, string | null]>([
    ['key names its bracket (any case)', { key: 'PLAYOFFS', broadcastKey: 'groups' }, 'playoffs'],
    ['key may name a hidden bracket', { key: 'hidden' }, 'hidden'],
    ['unknown key resolves to none', { key: 'finals', broadcastKey: 'groups' }, null],
    ['blank key counts as none', { key: '  ', broadcastKey: 'groups' }, 'groups'],
    ['broadcast bracket_key first', { broadcastKey: 'groups', liveMatchId: 'm3' }, 'groups'],
    [
      'unknown bracket_key falls to the live match',
      { broadcastKey: 'x', liveMatchId: 'm3' },
      'playoffs',
    ],
    ['live match bracket, visible one first', { liveMatchId: 'm1' }, 'groups'],
    ['live match only in a hidden bracket', { liveMatchId: 'm9' }, 'hidden'],
    ['first visible bracket last', { liveMatchId: 'mX' }, 'groups'],
    ['no live match, no key', {}, 'groups'],
    [
      'match option beats bracket_key',
      { liveMatchBracket: true, broadcastKey: 'groups', liveMatchId: 'm4' },
      'playoffs',
    ],
    [
      'match option without a bracketed live match falls back',
      { liveMatchBracket: true, broadcastKey: 'playoffs', liveMatchId: 'mX' },
      'playoffs',
    ],
    ['match option without a live match', { liveMatchBracket: true, liveMatchId: null }, 'groups'],
  ])('%s', (_name, input, expected) => {
    expect(resolveOverlayBracket({ brackets: BRACKETS, ...input })).toBe(expected);
  });

  it('none resolves without brackets, or with only invisible ones and nothing else', () => {
    expect(resolveOverlayBracket({ brackets: [] })).toBeNull();
    expect(resolveOverlayBracket({ brackets: BRACKETS.slice(0, 2) })).toBeNull();
  });

  it.each([
    [{ id: 'a', name: 'A' }, true],
    [{ id: 'a', name: 'A', hide_bracket: true }, false],
    [{ id: 'a', name: '' }, false],
    [{ id: 'a' }, false],
  ])('isVisibleBracket %o → %s', (bracket, visible) => {
    expect(isVisibleBracket(bracket)).toBe(visible);
  });
});
