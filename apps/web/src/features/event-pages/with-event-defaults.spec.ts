import { describe, expect, it } from 'vitest';
import { withEventDefaults } from './with-event-defaults.js';

describe('withEventDefaults', () => {
  it('fills absent or malformed list fields with empty lists and keeps the rest', () => {
    const input = { id: 'e', name: 'Cup', matches: ['m'], teams: null };
    const output = withEventDefaults(input) as Record<string, unknown>;
    expect(output.matches).toEqual(['m']);
    expect(output.teams).toEqual([]);
    expect(output.accolades).toEqual([]);
    expect(output.name).toBe('Cup');
    expect(input.teams).toBeNull();
  });
});
