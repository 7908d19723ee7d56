import { isTokenActive } from './is-token-active.js';

const now = new Date('2026-05-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('isTokenActive', () => {
  it.each([
    [
      'not expired, not revoked',
      { expires_at: at('2026-05-31T12:00:00.000Z'), revoked_at: null },
      true,
    ],
    [
      'expiring one millisecond from now',
      { expires_at: at('2026-05-01T12:00:00.001Z'), revoked_at: null },
      true,
    ],
    [
      'expiring exactly now',
      { expires_at: at('2026-05-01T12:00:00.000Z'), revoked_at: null },
      false,
    ],
    ['expired yesterday', { expires_at: at('2026-04-30T12:00:00.000Z'), revoked_at: null }, false],
    [
      'revoked but not expired',
      { expires_at: at('2026-05-31T12:00:00.000Z'), revoked_at: at('2026-05-01T11:00:00.000Z') },
      false,
    ],
    [
      'revoked in the future (clock skew) still counts as revoked',
      { expires_at: at('2026-05-31T12:00:00.000Z'), revoked_at: at('2026-05-02T00:00:00.000Z') },
      false,
    ],
  ])('%s → %p', (_label, token, expected) => {
    expect(isTokenActive(token, now)).toBe(expected);
  });
});
