import { parseBracketTarget } from './parse-bracket-target.js';

describe('parseBracketTarget', () => {
  it.each([
    ['5.1', { kind: 'slot', match: 5, slot: 1 }],
    ['12.2', { kind: 'slot', match: 12, slot: 2 }],
    [' 9.2 ', { kind: 'slot', match: 9, slot: 2 }],
    ['9.3', { kind: 'invalid-slot', match: 9, slot: 3, text: '9.3' }],
    ['9.0', { kind: 'invalid-slot', match: 9, slot: 0, text: '9.0' }],
    ['champion', { kind: 'champion' }],
    ['eliminated', { kind: 'eliminated' }],
    ['advance', { kind: 'advance' }],
    ['Champion', { kind: 'champion' }],
    ['Seed 1 in playoffs', { kind: 'text', text: 'Seed 1 in playoffs' }],
    ['9.1 of playoffs', { kind: 'text', text: '9.1 of playoffs' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    [null, { kind: 'none' }],
    [undefined, { kind: 'none' }],
  ])('reads %j', (target, expected) => {
    expect(parseBracketTarget(target)).toEqual(expected);
  });
});
