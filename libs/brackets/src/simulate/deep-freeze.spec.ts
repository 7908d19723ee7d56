import { deepFreeze } from './deep-freeze.js';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns the same value', () => {
    const value = { a: [{ b: 1 }], c: { d: 'x' } };
    const frozen = deepFreeze(value);
    expect(frozen).toBe(value);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(() => {
      value.c.d = 'y';
    }).toThrow(TypeError);
    expect(() => value.a.push({ b: 2 })).toThrow(TypeError);
  });

  it.each([null, undefined, 1, 'text'])('returns %j unchanged', (value) => {
    expect(deepFreeze(value)).toBe(value);
  });
});
