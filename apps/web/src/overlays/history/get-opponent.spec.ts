import { describe, expect, it } from 'vitest';
import { getOpponent } from './get-opponent.js';

const teams = new Map<string, Record<string, unknown>>([
  ['recA', { name: 'Alpha Wolves', code: 'ALP' }],
  ['recB', { name: ' ', code: 'BRV' }],
  ['recC', { name: 'Comets', code: null }],
]);

describe('getOpponent', () => {
  it.each<[string | null, { name: string; code: string | null }]>([
    ['recA', { name: 'Alpha Wolves', code: 'ALP' }],
    ['recB', { name: 'BRV', code: 'BRV' }],
    ['recC', { name: 'Comets', code: null }],
    ['recZ', { name: 'TBD', code: null }],
    [null, { name: 'TBD', code: null }],
  ])('%s', (id, expected) => {
    expect(getOpponent(teams, id)).toEqual(expected);
  });
});
