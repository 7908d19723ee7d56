import fc from 'fast-check';
import { toggleCamPlayer } from './toggle-cam-player.js';

describe('toggleCamPlayer', () => {
  it.each([
    [[null, null, null], 'p1', ['p1', null, null]],
    [['p1', null, null], 'p2', ['p1', 'p2', null]],
    [['p1', 'p2', null], 'p1', [null, 'p2', null]],
    [[null, 'p2', null], 'p3', ['p3', 'p2', null]],
    [['p1', 'p2'], 'p3', ['p1', 'p2']],
    [['p1', 'p2'], 'p2', ['p1', null]],
    [[], 'p1', []],
  ])('%j toggling %s → %j', (slots, player, next) => {
    expect(toggleCamPlayer(slots, player)).toEqual(next);
  });

  it('never duplicates a player, keeps the slot count and leaves the input unchanged', () => {
    const player = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(player, { maxLength: 25 }),
        (count, clicks) => {
          let slots: (string | null)[] = Array.from({ length: count }, () => null);
          for (const click of clicks) {
            const before = [...slots];
            const next = toggleCamPlayer(slots, click);
            expect(slots).toEqual(before);
            expect(next).toHaveLength(count);
            const filled = next.filter((slot): slot is string => slot !== null);
            expect(new Set(filled).size).toBe(filled.length);
            slots = next;
          }
        },
      ),
    );
  });
});
