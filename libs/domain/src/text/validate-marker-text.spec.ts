import { validateMarkerText } from './validate-marker-text.js';

describe('validateMarkerText', () => {
  it.each([
    ['Big play', true, 'Big play'],
    ['  Team A vs Team B  ', true, 'Team A vs Team B'],
    ['x'.repeat(140), true, 'x'.repeat(140)],
    ['x'.repeat(141), false, 'x'.repeat(141)],
    ['', false, ''],
    ['    ', false, ''],
    [null, false, ''],
    [undefined, false, ''],
  ])('%p → valid %p', (text, valid, trimmed) => {
    expect(validateMarkerText(text)).toEqual({ valid, text: trimmed });
  });
});
