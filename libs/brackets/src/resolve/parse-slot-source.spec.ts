import { parseSlotSource } from './parse-slot-source.js';

describe('parseSlotSource', () => {
  it.each([
    ['hand', { kind: 'hand' }],
    [null, { kind: 'hand' }],
    [undefined, { kind: 'hand' }],
    ['', { kind: 'hand' }],
    ['fed:recAbc:7', { kind: 'hand' }],
    ['fed:recAbc:7.win', { kind: 'fed', bracket: 'recAbc', match: 7, link: 'win' }],
    ['fed:recAbc:12.lose', { kind: 'fed', bracket: 'recAbc', match: 12, link: 'lose' }],
    ['fed:a:b:3.win', { kind: 'fed', bracket: 'a:b', match: 3, link: 'win' }],
  ])('reads %j', (source, expected) => {
    expect(parseSlotSource(source)).toEqual(expected);
  });
});
