import { parseCookies, serializeCookie } from './cookies.js';

describe('parseCookies', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=two%20words', { a: '1', b: 'two words' }],
    ['a=1; a=2', { a: '1' }],
    ['a="quoted"', { a: 'quoted' }],
    ['bad=%E0%A4%A; good=1', { good: '1' }],
    ['novalue; =x; c=3', { c: '3' }],
  ] as const)('%j → %j', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });
});

describe('serializeCookie', () => {
  it('writes an HttpOnly, Lax, path-scoped cookie with an encoded value', () => {
    expect(
      serializeCookie('castline_oauth_return', 'http://spring.localhost:8080/a b', {
        path: '/auth',
        maxAgeSeconds: 600,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      }),
    ).toBe(
      'castline_oauth_return=http%3A%2F%2Fspring.localhost%3A8080%2Fa%20b; Path=/auth; Max-Age=600; SameSite=Lax; HttpOnly',
    );
  });

  it('adds Secure and deletes with Max-Age=0', () => {
    expect(
      serializeCookie('s', '', {
        path: '/',
        maxAgeSeconds: -5,
        httpOnly: false,
        secure: true,
        sameSite: 'Strict',
      }),
    ).toBe('s=; Path=/; Max-Age=0; SameSite=Strict; Secure');
  });

  it('round-trips through parseCookies', () => {
    const value = 'https://x.test/?a=1&b=2;c';
    const header = serializeCookie('r', value, {
      path: '/',
      maxAgeSeconds: 1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax',
    }).split(';')[0];
    expect(parseCookies(header)).toEqual({ r: value });
  });
});
