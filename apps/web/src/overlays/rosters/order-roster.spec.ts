import { describe, expect, it } from 'vitest';
import { orderRoster } from './order-roster.js';

const roster = (...roles: (string | null)[]) => roles.map((role, i) => ({ name: `p${i}`, role }));
const names = (list: readonly { name: string }[]) => list.map((p) => p.name).join(' ');

describe('orderRoster (rosters `sort`: the game profile role order)', () => {
  it.each<[string, (string | null)[], string[], string]>([
    [
      'Overwatch order DPS, Tank, Support',
      ['Tank', 'DPS', 'Support', 'DPS', 'Support'],
      ['DPS', 'Tank', 'Support'],
      'p1 p3 p0 p2 p4',
    ],
    ['Damage counts as DPS', ['Support', 'Damage', 'Tank'], ['DPS', 'Tank', 'Support'], 'p1 p2 p0'],
    [
      'other roles after the profile roles, no role last',
      [null, 'Flex', 'Support', 'Tank'],
      ['Tank', 'DPS', 'Support'],
      'p3 p2 p1 p0',
    ],
    ['case and spaces do not matter', [' support ', 'TANK'], ['Tank', 'Support'], 'p1 p0'],
    [
      'Marvel Rivals roles',
      ['Strategist', 'Vanguard', 'Duelist'],
      ['Duelist', 'Vanguard', 'Strategist'],
      'p2 p1 p0',
    ],
    ['no profile roles keeps roster order', ['Support', 'Tank'], [], 'p0 p1'],
  ])('%s', (_label, roles, order, expected) => {
    expect(names(orderRoster(roster(...roles), order))).toBe(expected);
  });

  it('never mutates its input', () => {
    const input = roster('Support', 'Tank');
    orderRoster(input, ['Tank', 'Support']);
    expect(names(input)).toBe('p0 p1');
  });
});
