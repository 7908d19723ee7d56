import { moveListItem } from './move-list-item.js';

describe('moveListItem', () => {
  it.each([
    ['to the front', ['a', 'b', 'c'], 'c', 0, ['c', 'a', 'b']],
    ['to the end', ['a', 'b', 'c'], 'a', 2, ['b', 'c', 'a']],
    ['into the middle', ['a', 'b', 'c', 'd'], 'a', 2, ['b', 'c', 'a', 'd']],
    ['backwards into the middle', ['a', 'b', 'c', 'd'], 'd', 1, ['a', 'd', 'b', 'c']],
    ['to where it already is', ['a', 'b', 'c'], 'b', 1, ['a', 'b', 'c']],
    ['past the end (moves it last)', ['a', 'b', 'c'], 'a', 23, ['b', 'c', 'a']],
    ['below zero (moves it first)', ['a', 'b', 'c'], 'c', -4, ['c', 'a', 'b']],
    ['in a list of one', ['a'], 'a', 5, ['a']],
  ] as const)('moves an item %s', (_name, list, item, position, expected) => {
    expect(moveListItem(list, item, position)).toEqual(expected);
  });

  it('answers null for an item that is not in the list', () => {
    expect(moveListItem(['a', 'b'], 'x', 0)).toBeNull();
    expect(moveListItem([], 'x', 0)).toBeNull();
  });

  it('keeps every item exactly once and never changes its input', () => {
    const list = Object.freeze(['a', 'b', 'c', 'd', 'e']);
    for (const item of list)
      for (let position = 0; position < 7; position++) {
        const moved = moveListItem(list, item, position) ?? [];
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved[Math.min(position, list.length - 1)]).toBe(item);
      }
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
