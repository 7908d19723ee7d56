import { describe, expect, it } from 'vitest';
import { getRoleIconKind } from './role-icon.js';

describe('getRoleIconKind', () => {
  it.each([
    ['Tank', 'tank'],
    ['Vanguard', 'tank'],
    ['DPS', 'damage'],
    ['Damage', 'damage'],
    ['duelist', 'damage'],
    ['Support', 'support'],
    ['Strategist', 'support'],
    ['Flex', 'flex'],
    ['Coach', 'staff'],
    ['Manager', 'staff'],
    [' Captain ', 'staff'],
    ['Jungler', 'other'],
  ])('%s → %s', (role, kind) => {
    expect(getRoleIconKind(role)).toBe(kind);
  });
});
