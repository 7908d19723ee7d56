import { describe, expect, it } from 'vitest';
import { parseSiteHost } from './parse-site-host.js';

describe('parseSiteHost (public-site §5, §9: mini-site subdomains)', () => {
  it.each([
    ['castline.gg', null, 'castline.gg'],
    ['spring.castline.gg', 'spring', 'castline.gg'],
    ['Spring.Castline.GG', 'spring', 'castline.gg'],
    ['spring.localhost', 'spring', 'localhost'],
    ['localhost', null, 'localhost'],
    ['castline.localhost', null, 'castline.localhost'],
    ['spring.castline.localhost', 'spring', 'castline.localhost'],
    ['dev.castline.gg', null, 'dev.castline.gg'],
    ['live.castline.gg', null, 'live.castline.gg'],
    ['dev.localhost', null, 'dev.localhost'],
    ['spring.dev.castline.gg', 'spring', 'dev.castline.gg'],
    ['spring.live.castline.gg', 'spring', 'live.castline.gg'],
    ['www.castline.gg', null, 'castline.gg'],
    ['127.0.0.1', null, '127.0.0.1'],
    ['example.com', null, 'example.com'],
    ['spring.example.com', null, 'spring.example.com'],
    ['castline.gg.', null, 'castline.gg'],
  ])('%s → subdomain %s on %s', (hostname, subdomain, mainHostname) => {
    expect(parseSiteHost(hostname)).toEqual({ subdomain, mainHostname });
  });
});
