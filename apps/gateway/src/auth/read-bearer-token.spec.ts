import { readBearerToken } from './read-bearer-token.js';

describe('readBearerToken', () => {
  it.each([
    ['the Authentication header', { authentication: 'Bearer tok123' }, 'tok123'],
    ['the Authorization header', { authorization: 'Bearer tok123' }, 'tok123'],
    [
      'Authentication before Authorization',
      { authentication: 'Bearer first', authorization: 'Bearer second' },
      'first',
    ],
    [
      'Authorization when Authentication is not a bearer',
      { authentication: 'Basic x', authorization: 'Bearer second' },
      'second',
    ],
    ['a lower-case scheme', { authentication: 'bearer tok' }, 'tok'],
    ['extra spaces', { authentication: '  Bearer    tok  ' }, 'tok'],
  ])('reads %s', (_name, headers, token) => {
    expect(readBearerToken(headers)).toBe(token);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { authentication: '' }],
    ['a scheme without a token', { authentication: 'Bearer' }],
    ['a bare token', { authentication: 'tok123' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a token with spaces', { authentication: 'Bearer a b' }],
  ])('finds no token in %s', (_name, headers) => {
    expect(readBearerToken(headers)).toBeNull();
  });
});
