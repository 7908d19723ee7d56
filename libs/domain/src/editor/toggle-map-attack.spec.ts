import { toggleMapAttack } from './toggle-map-attack.js';
import type { MapAttack } from './map-attack.js';

describe('toggleMapAttack', () => {
  it.each<[MapAttack | undefined, 'Left' | 'Right' | 'Both', MapAttack]>([
    [null, 'Left', 'Left'],
    [undefined, 'Both', 'Both'],
    ['Left', 'Left', null],
    ['Right', 'Right', null],
    ['Both', 'Both', null],
    ['Left', 'Right', 'Right'],
    ['Right', 'Both', 'Both'],
    ['Both', 'Left', 'Left'],
  ])('%j + %s → %j', (current, choice, next) => {
    expect(toggleMapAttack(current, choice)).toBe(next);
  });
});
