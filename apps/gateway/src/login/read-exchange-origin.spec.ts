import { servedHostRules } from './classify-return-target.js';
import { readExchangeOrigin, readHostName } from './read-exchange-origin.js';

describe('readHostName', () => {
  it.each([
    ['spring.localhost:8080', 'spring.localhost'],
    ['Spring.LocalHost', 'spring.localhost'],
    [' spring.castline.gg ', 'spring.castline.gg'],
    ['[::1]:8080', '[::1]'],
    ['', null],
    [undefined, null],
    [['a', 'b'], null],
    ['evil.test/x', null],
    ['user@spring.localhost', null],
    ['spring.localhost:notaport', null],
  ])('%j → %s', (header, expected) => {
    expect(readHostName(header)).toBe(expected);
  });
});

describe('readExchangeOrigin (where a hand-off code may be redeemed)', () => {
  const dev = servedHostRules('http://localhost:8080');

  it("answers the mini-site's origin on the main site's protocol and port", () => {
    expect(readExchangeOrigin({ host: 'spring.localhost:8080' }, dev)).toEqual({
      ok: true,
      origin: 'http://spring.localhost:8080',
    });
    // an edge proxy that forwards `Host: $host` drops the port
    expect(
      readExchangeOrigin({ host: 'spring.localhost', origin: 'http://spring.localhost:8080' }, dev),
    ).toEqual({ ok: true, origin: 'http://spring.localhost:8080' });
    expect(
      readExchangeOrigin(
        { host: 'spring.castline.gg', origin: 'https://spring.castline.gg' },
        servedHostRules('https://www.castline.gg', 'castline.gg'),
      ),
    ).toEqual({ ok: true, origin: 'https://spring.castline.gg' });
  });

  it.each([
    ['no Host', {}, 'no usable Host'],
    ['the main site', { host: 'localhost:8080' }, 'not a mini-site'],
    ['another domain', { host: 'evil.test' }, 'not a mini-site'],
    ['a nested subdomain', { host: 'a.spring.localhost:8080' }, 'not a mini-site'],
    [
      'an Origin of another host',
      { host: 'spring.localhost:8080', origin: 'http://autumn.localhost:8080' },
      'Origin header differs',
    ],
    [
      'an Origin of another protocol',
      { host: 'spring.localhost:8080', origin: 'https://spring.localhost:8080' },
      'Origin header differs',
    ],
    [
      'an opaque Origin (a sandboxed page)',
      { host: 'spring.localhost:8080', origin: 'null' },
      'Origin header differs',
    ],
  ])('refuses %s', (_name, headers, why) => {
    const answer = readExchangeOrigin(headers, dev);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.why).toContain(why);
  });
});
