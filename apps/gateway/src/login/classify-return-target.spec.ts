import { classifyReturnTarget } from './classify-return-target.js';

describe('classifyReturnTarget (the return-target allow-list)', () => {
  const main = 'http://localhost:8080';

  it('keeps a path on the current site as a main-site target', () => {
    expect(classifyReturnTarget('/profile?tab=2', main)).toEqual({
      target: '/profile?tab=2',
      origin: 'http://localhost:8080',
      path: '/profile?tab=2',
      subdomain: null,
    });
  });

  it('accepts the main site itself', () => {
    expect(classifyReturnTarget('http://localhost:8080/events#x', main)).toEqual({
      target: 'http://localhost:8080/events#x',
      origin: 'http://localhost:8080',
      path: '/events#x',
      subdomain: null,
    });
  });

  it('accepts <subdomain>.<main host> on the same port and names the subdomain', () => {
    expect(classifyReturnTarget('http://spring.localhost:8080/schedule?x=1', main)).toEqual({
      target: 'http://spring.localhost:8080/schedule?x=1',
      origin: 'http://spring.localhost:8080',
      path: '/schedule?x=1',
      subdomain: 'spring',
    });
  });

  it('lower-cases the host', () => {
    expect(classifyReturnTarget('http://Spring.LOCALHOST:8080/', main)?.subdomain).toBe('spring');
  });

  it('works for the production domain', () => {
    expect(
      classifyReturnTarget('https://spring.castline.gg/bracket', 'https://castline.gg'),
    ).toEqual({
      target: 'https://spring.castline.gg/bracket',
      origin: 'https://spring.castline.gg',
      path: '/bracket',
      subdomain: 'spring',
    });
  });

  it.each([
    ['another host', 'http://evil.test/'],
    ['a look-alike host', 'http://evillocalhost:8080/'],
    ['a host that ends with the main host as a label', 'http://localhost.evil.test:8080/'],
    ['another port', 'http://spring.localhost:9999/'],
    ['a nested subdomain', 'http://a.spring.localhost:8080/'],
    ['www', 'http://www.localhost:8080/'],
    ['an environment label', 'http://dev.localhost:8080/'],
    ['another protocol than the main site', 'https://spring.localhost:8080/'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['credentials', 'http://user:pw@spring.localhost:8080/'],
    ['a label with an underscore', 'http://sp_ring.localhost:8080/'],
    ['nothing', undefined],
    ['a list', ['/a']],
  ])('refuses %s', (_name, raw) => {
    expect(classifyReturnTarget(raw, main)).toBeNull();
  });

  it('refuses the production domain inside another domain', () => {
    expect(
      classifyReturnTarget('https://castline.gg.evil.test/', 'https://castline.gg'),
    ).toBeNull();
    expect(
      classifyReturnTarget('https://spring.castline.gg.evil.test/', 'https://castline.gg'),
    ).toBeNull();
  });
});
