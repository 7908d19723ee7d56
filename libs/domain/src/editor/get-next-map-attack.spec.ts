import fc from 'fast-check';
import { getNextMapAttack } from './get-next-map-attack.js';
import type { MapAttack } from './map-attack.js';

describe('getNextMapAttack', () => {
  it.each<[MapAttack | undefined, MapAttack]>([
    [null, 'Right'],
    [undefined, 'Right'],
    ['Right', 'Left'],
    ['Left', null],
    ['Both', null],
  ])('%j → %j', (current, next) => {
    expect(getNextMapAttack(current)).toBe(next);
  });

  it('returns to none in three presses from none, and in at most three from any value', () => {
    expect(getNextMapAttack(getNextMapAttack(getNextMapAttack(null)))).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom<MapAttack>('Left', 'Right', 'Both'), (start) => {
        let value: MapAttack = start;
        let presses = 0;
        while (value !== null && presses < 3) {
          value = getNextMapAttack(value);
          presses += 1;
        }
        expect(value).toBeNull();
      }),
    );
  });
});
