import { checkBurntCode } from './check-burnt-code.js';

describe('checkBurntCode', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const code = {
    token_id: '7',
    origin: 'http://spring.localhost:8080',
    return_path: '/profile',
    expires_at: new Date('2025-05-01T12:01:00Z'),
  };

  it('accepts an unexpired code on its own origin', () => {
    expect(checkBurntCode(code, 'http://spring.localhost:8080', now)).toBeNull();
  });

  it('refuses an unknown or already used code', () => {
    expect(checkBurntCode(null, 'http://spring.localhost:8080', now)).toBe('unknown-or-used');
  });

  it('refuses a code at and after its expiry', () => {
    expect(checkBurntCode(code, code.origin, code.expires_at)).toBe('expired');
    expect(checkBurntCode(code, code.origin, new Date('2025-05-01T13:00:00Z'))).toBe('expired');
  });

  it('refuses a code redeemed on another host', () => {
    expect(checkBurntCode(code, 'http://autumn.localhost:8080', now)).toBe('wrong-origin');
    expect(checkBurntCode(code, 'http://localhost:8080', now)).toBe('wrong-origin');
  });
});
