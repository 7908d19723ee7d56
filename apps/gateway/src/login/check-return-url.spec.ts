import { checkReturnUrl } from './check-return-url.js';

describe('checkReturnUrl', () => {
  const main = 'http://localhost:8080';
  it.each([
    ['a path', '/profile', '/profile'],
    ['a path with a query', '/match/rec1?tab=2', '/match/rec1?tab=2'],
    ['the main site', 'http://localhost:8080/events', 'http://localhost:8080/events'],
    [
      'a mini-site subdomain',
      'http://spring.localhost:8080/schedule',
      'http://spring.localhost:8080/schedule',
    ],
    ['a nested subdomain', 'http://a.b.localhost:8080/', 'http://a.b.localhost:8080/'],
    ['https on the main host', 'https://localhost:8080/x', 'https://localhost:8080/x'],
  ])('keeps %s', (_name, raw, expected) => {
    expect(checkReturnUrl(raw, main)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['a list (repeated query key)', ['/a', '/b']],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['another host', 'http://evil.test/'],
    ['a look-alike host', 'http://evillocalhost:8080/'],
    ['another port', 'http://localhost:9999/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['credentials in the URL', 'http://user:pw@localhost:8080/'],
    ['a control character', '/a\nb'],
    ['something too long', `/${'a'.repeat(2001)}`],
  ])('drops %s', (_name, raw) => {
    expect(checkReturnUrl(raw, main)).toBeNull();
  });

  it('matches the production domain and its subdomains', () => {
    expect(checkReturnUrl('https://spring.castline.gg/bracket', 'https://castline.gg')).toBe(
      'https://spring.castline.gg/bracket',
    );
    expect(checkReturnUrl('https://castline.gg.evil.test/', 'https://castline.gg')).toBeNull();
  });
});
