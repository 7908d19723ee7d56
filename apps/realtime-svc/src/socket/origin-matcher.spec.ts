import { DEFAULT_ALLOWED_ORIGINS } from '../config/realtime-config.js';
import { createOriginMatcher } from './origin-matcher.js';

const defaults = createOriginMatcher(DEFAULT_ALLOWED_ORIGINS.split(','));

describe('createOriginMatcher', () => {
  it.each([
    ['http://localhost:8080', true],
    ['http://LOCALHOST:8080', true],
    ['http://localhost:8080/', true],
    ['http://127.0.0.1:8080', true],
    ['http://finals.localhost:8080', true],
    ['http://a.b.localhost:8080', true],
    ['https://castline.gg', true],
    ['https://castline.gg:443', true],
    ['https://spring.castline.gg', true],
    ['http://localhost:8081', false],
    ['https://localhost:8080', false],
    ['http://localhost', false],
    ['http://castline.gg', false],
    ['https://castline.gg:8443', false],
    ['https://evilcastline.gg', false],
    ['https://castline.gg.evil.com', false],
    ['https://spring.castline.gg.evil.com', false],
    ['http://evil.com/.localhost:8080', false],
    ['null', false],
    ['', false],
    ['file://', false],
  ])('with the default list, %s is allowed: %s', (origin, allowed) => {
    expect(defaults(origin)).toBe(allowed);
  });

  it('allows any origin when the list holds a lone *', () => {
    const any = createOriginMatcher(['*']);
    expect(any('https://anything.example')).toBe(true);
  });

  it('does not let a wildcard pattern match its bare host', () => {
    const subOnly = createOriginMatcher(['https://*.example.com']);
    expect(subOnly('https://example.com')).toBe(false);
    expect(subOnly('https://www.example.com')).toBe(true);
  });

  it('allows nothing with an empty list', () => {
    expect(createOriginMatcher([])('http://localhost:8080')).toBe(false);
  });
});
