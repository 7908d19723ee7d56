import { describe, expect, it } from 'vitest';
import { getAttackSides } from './get-attack-sides.js';

describe('getAttackSides (broadcast map_attack)', () => {
  it.each([
    ['Left', true, false],
    ['Right', false, true],
    ['Both', true, true],
    [null, false, false],
    [undefined, false, false],
    ['left', false, false],
    ['', false, false],
  ])('%s → left %s, right %s', (value, left, right) => {
    expect(getAttackSides(value)).toEqual({ left, right });
  });
});
