import fc from 'fast-check';
import { VersionFilter } from './version-filter.js';

describe('VersionFilter', () => {
  it.each([
    ['a first version', [5], [true]],
    ['a newer version', [5, 6], [true, true]],
    ['a duplicate version', [5, 5], [true, false]],
    ['an older version', [5, 3], [true, false]],
    ['a newer version after a stale one', [5, 3, 7], [true, false, true]],
    ['version 0 first', [0, 0, 1], [true, false, true]],
  ])('handles %s', (_name, versions, expected) => {
    const filter = new VersionFilter();
    expect(versions.map((v) => filter.accept('recAAAAAAAAAAAAAA', v))).toEqual(expected);
  });

  it('keeps versions per id', () => {
    const filter = new VersionFilter();
    expect(filter.accept('a', 5)).toBe(true);
    expect(filter.accept('b', 1)).toBe(true);
    expect(filter.accept('a', 2)).toBe(false);
  });

  it('forgets the least recently accepted id beyond its capacity', () => {
    const filter = new VersionFilter(2);
    filter.accept('a', 5);
    filter.accept('b', 5);
    filter.accept('a', 6); // a is now the most recent
    filter.accept('c', 1); // evicts b
    expect(filter.size).toBe(2);
    expect(filter.accept('a', 6)).toBe(false);
    expect(filter.accept('b', 5)).toBe(true);
  });

  it('rejects a capacity below 1', () => {
    expect(() => new VersionFilter(0)).toThrow('maxIds must be a positive integer');
  });

  it('accepts exactly the running maxima of any version sequence and stays bounded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(20)), { maxLength: 60 }),
        (events) => {
          const filter = new VersionFilter(3);
          const best = new Map<string, number>();
          for (const [id, version] of events) {
            const prior = best.get(id);
            const expected = prior === undefined || version > prior;
            if (expected) best.set(id, version);
            expect(filter.accept(id, version)).toBe(expected);
            expect(filter.size).toBeLessThanOrEqual(3);
          }
        },
      ),
    );
  });
});
