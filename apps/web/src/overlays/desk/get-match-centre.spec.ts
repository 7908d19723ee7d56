import { describe, expect, it } from 'vitest';
import { getMatchCentre, type MatchCentre, type MatchCentreInput } from './get-match-centre.js';

const NOW = Date.parse('2026-05-01T18:00:00Z');
const input = (extra: Partial<MatchCentreInput>): MatchCentreInput => ({
  scores: [null, null],
  start: null,
  anyMapPlayed: false,
  now: NOW,
  ...extra,
});
const vs: MatchCentre = { kind: 'versus' };
const score = (a: number, b: number): MatchCentre => ({ kind: 'score', scores: [a, b] });

describe('getMatchCentre', () => {
  it.each<[string, Partial<MatchCentreInput>, MatchCentre]>([
    ['no score, no start', {}, vs],
    ['0-0, starts later', { scores: [0, 0], start: '2026-05-01T19:00:00Z' }, vs],
    ['0-0, started', { scores: [0, 0], start: '2026-05-01T17:59:00Z' }, score(0, 0)],
    ['0-0, starts exactly now', { scores: [0, 0], start: '2026-05-01T18:00:00Z' }, score(0, 0)],
    ['0-0, a map played (a draw)', { scores: [0, 0], anyMapPlayed: true }, score(0, 0)],
    ['1-1', { scores: [1, 1], start: '2026-05-01T19:00:00Z' }, score(1, 1)],
    ['2-unset', { scores: [2, null] }, score(2, 0)],
    ['an unreadable start counts as none', { scores: [0, 0], start: 'soon' }, vs],
  ])('%s', (_label, extra, expected) => {
    expect(getMatchCentre(input(extra))).toEqual(expected);
  });
});
