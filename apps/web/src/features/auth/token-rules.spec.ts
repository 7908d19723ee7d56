import { describe, expect, it } from 'vitest';
import { canCopyToken } from './can-copy-token.js';
import { readForcedToken } from './read-forced-token.js';

describe('canCopyToken (public-site §5 "Token copy is enabled only after ticking \'I will keep my token safe\'")', () => {
  it.each([
    ['tok', true, true],
    ['tok', false, false],
    [null, true, false],
    ['', true, false],
  ])('token %s, ticked %s → %s', (token, ticked, expected) => {
    expect(canCopyToken(token, ticked)).toBe(expected);
  });
});

describe('readForcedToken (public-site §5 force-auth)', () => {
  it.each([[''], ['   '], [null], [undefined]])('%j → the spec message', (input) => {
    expect(readForcedToken(input)).toEqual({
      ok: false,
      message: 'No token supplied. You can force a logout from the user dropdown.',
    });
  });

  it('trims a pasted token', () => {
    expect(readForcedToken('  abc \n')).toEqual({ ok: true, token: 'abc' });
  });
});
