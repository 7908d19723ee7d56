import { formatSlotSource } from './format-slot-source.js';
import { parseSlotSource } from './parse-slot-source.js';

describe('formatSlotSource', () => {
  it.each([
    ['recAbc', 7, 'win', 'fed:recAbc:7.win'],
    ['recAbc', 12, 'lose', 'fed:recAbc:12.lose'],
  ] as const)('bracket %s, match %s, %s link → %s', (bracket, n, kind, expected) => {
    expect(formatSlotSource(bracket, n, kind)).toBe(expected);
    expect(parseSlotSource(expected)).toEqual({ kind: 'fed', bracket, match: n, link: kind });
  });
});
