import {
  classifyHost,
  classifyReturnTarget,
  servedHostRules,
  servedOrigin,
} from './classify-return-target.js';

describe('classifyReturnTarget (the return-target allow-list)', () => {
  const main = servedHostRules('http://localhost:8080');

  it('keeps a path on the current site as a main-site target', () => {
    expect(classifyReturnTarget('/profile?tab=2', main)).toEqual({
      target: '/profile?tab=2',
      origin: 'http://localhost:8080',
      path: '/profile?tab=2',
      subdomain: null,
    });
    expect(classifyReturnTarget('  /match/rec1  ', main)?.target).toBe('/match/rec1');
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
      classifyReturnTarget(
        'https://spring.castline.gg/bracket',
        servedHostRules('https://castline.gg'),
      ),
    ).toEqual({
      target: 'https://spring.castline.gg/bracket',
      origin: 'https://spring.castline.gg',
      path: '/bracket',
      subdomain: 'spring',
    });
  });

  it('uses a configured parent domain: the main site on www, the mini-sites beside it', () => {
    const www = servedHostRules('https://www.castline.gg', 'castline.gg');
    expect(classifyReturnTarget('https://spring.castline.gg/x', www)?.subdomain).toBe('spring');
    expect(classifyReturnTarget('https://www.castline.gg/x', www)?.subdomain).toBeNull();
    expect(classifyReturnTarget('https://spring.www.castline.gg/x', www)).toBeNull();
    // the bare parent domain is not the main site here (it only redirects to www, if anything)
    expect(classifyReturnTarget('https://castline.gg/x', www)).toBeNull();
    expect(classifyReturnTarget('https://spring.castline.gg.evil.test/', www)).toBeNull();
  });

  it.each([
    ['another host', 'http://evil.test/'],
    ['a look-alike host', 'http://evillocalhost:8080/'],
    ['a host that ends with the main host as a label', 'http://localhost.evil.test:8080/'],
    ['another port', 'http://spring.localhost:9999/'],
    ['the main host on another port', 'http://localhost:9999/'],
    ['no port', 'http://spring.localhost/'],
    ['a nested subdomain', 'http://a.spring.localhost:8080/'],
    ['www', 'http://www.localhost:8080/'],
    ['an environment label', 'http://dev.localhost:8080/'],
    ['another protocol than the main site', 'https://spring.localhost:8080/'],
    ['https on the main host', 'https://localhost:8080/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['credentials', 'http://user:pw@spring.localhost:8080/'],
    ['a label with an underscore', 'http://sp_ring.localhost:8080/'],
    ['a control character', '/a\nb'],
    ['something too long', `/${'a'.repeat(2001)}`],
    ['a relative path', 'profile'],
    ['an empty string', ''],
    ['nothing', undefined],
    ['a list (repeated query key)', ['/a', '/b']],
  ])('refuses %s', (_name, raw) => {
    expect(classifyReturnTarget(raw, main)).toBeNull();
  });

  it('refuses the production domain inside another domain', () => {
    const prod = servedHostRules('https://castline.gg');
    expect(classifyReturnTarget('https://castline.gg.evil.test/', prod)).toBeNull();
    expect(classifyReturnTarget('https://spring.castline.gg.evil.test/', prod)).toBeNull();
  });
});

describe('classifyHost and servedOrigin (the host a hand-off code is redeemed on)', () => {
  const main = servedHostRules('http://localhost:8080');

  it.each([
    ['localhost', { subdomain: null }],
    ['spring.localhost', { subdomain: 'spring' }],
    ['SPRING.localhost', { subdomain: 'spring' }],
    ['a.spring.localhost', null],
    ['www.localhost', null],
    ['evil.test', null],
    ['xlocalhost', null],
  ])('%s → %j', (host, expected) => {
    expect(classifyHost(host, main)).toEqual(expected);
  });

  it("builds the origin on the main site's protocol and port", () => {
    expect(servedOrigin('Spring.localhost', main)).toBe('http://spring.localhost:8080');
    expect(servedOrigin('spring.castline.gg', servedHostRules('https://castline.gg'))).toBe(
      'https://spring.castline.gg',
    );
  });
});
