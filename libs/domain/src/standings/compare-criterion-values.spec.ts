import { compareCriterionValues } from './compare-criterion-values.js';

describe('compareCriterionValues', () => {
  it.each([
    ['match-wins', 3, 2, 'above'],
    ['match-wins', 2, 3, 'below'],
    ['match-wins', 2, 2, 'equal'],
    ['match-losses', 1, 2, 'above'],
    ['forfeits', 0, 1, 'above'],
    ['map-score', 2.75, 2.5, 'above'],
    ['map-win-rate', 2 / 3, 4 / 6, 'equal'],
    ['seed', 1, 2, 'above'],
    ['manual', 2, null, 'above'],
    ['manual', null, 1, 'below'],
    ['manual', null, null, 'equal'],
    ['buchholz', -1, -3, 'above'],
  ] as const)('%s: %s vs %s → %s', (key, a, b, expected) => {
    const result = Math.sign(compareCriterionValues(key, a, b));
    expect(result).toBe(expected === 'above' ? -1 : expected === 'below' ? 1 : 0);
  });
});
