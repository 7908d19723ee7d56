import { readCredential } from './read-credential.js';

describe('readCredential', () => {
  it.each([
    [{ code: 'abc' }, 'code', 'abc'],
    [{ code: '  abc  ' }, 'code', 'abc'],
    [{ code: '' }, 'code', ''],
    [{ code: '   ' }, 'code', ''],
    [{ code: 42 }, 'code', ''],
    [{ code: null }, 'code', ''],
    [{ token: 'x' }, 'code', ''],
    [{}, 'token', ''],
    [null, 'token', ''],
    ['token', 'token', ''],
    [undefined, 'token', ''],
  ])('%j[%s] → %j', (body, key, expected) => {
    expect(readCredential(body, key)).toBe(expected);
  });
});
