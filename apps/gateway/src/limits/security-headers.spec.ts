import { buildCspDirectives } from './security-headers.js';

const base = { publicUrl: 'http://localhost:8080', realtimeOrigins: [], extraConnectSources: [] };

describe('buildCspDirectives', () => {
  it('runs scripts from the site only and never lets another site frame it', () => {
    const csp = buildCspDirectives(base);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets the socket reach each realtime origin over http(s) and ws(s)', () => {
    const csp = buildCspDirectives({
      ...base,
      realtimeOrigins: ['http://localhost:8090', 'https://rt.castline.gg'],
      extraConnectSources: ['wss://edge.castline.gg'],
    });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:8090',
      'ws://localhost:8090',
      'https://rt.castline.gg',
      'wss://rt.castline.gg',
      'wss://edge.castline.gg',
    ]);
  });

  it('keeps what overlays and pages need: inline styles, https images, embedded players', () => {
    const csp = buildCspDirectives(base);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    expect(csp['frame-src']).toContain('https:');
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(buildCspDirectives(base)['upgrade-insecure-requests']).toBeUndefined();
    expect(
      buildCspDirectives({ ...base, publicUrl: 'https://castline.gg' })[
        'upgrade-insecure-requests'
      ],
    ).toEqual([]);
  });
});
