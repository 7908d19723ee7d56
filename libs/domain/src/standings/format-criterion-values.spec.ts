import { formatCriterionValues } from './format-criterion-values.js';

describe('formatCriterionValues', () => {
  it.each([
    ['match-wins', 3, 2, ['3', '2']],
    ['map-diff', 4, -2, ['4', '-2']],
    ['map-score', 2.75, 2.5, ['2.75', '2.5']],
    ['map-score', 3, -0.25, ['3', '-0.25']],
    ['match-win-rate', 2 / 3, 0.5, ['0.667', '0.500']],
    ['map-win-rate', 1, 0, ['1.000', '0.000']],
    ['map-win-rate', 0.66651, 0.66713, ['0.6665', '0.6671']],
    ['seed', 1, 4, ['1', '4']],
    ['manual', 2, null, ['2', 'unlisted']],
    ['map-points-diff', -0, 0, ['0', '0']],
  ] as const)('%s: %s vs %s → %j', (key, upper, lower, expected) => {
    expect(formatCriterionValues(key, upper, lower)).toEqual(expected);
  });
});
