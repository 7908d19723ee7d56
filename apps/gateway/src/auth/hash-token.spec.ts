import { TokenRevokedEventSchema } from '@castline/contracts';
import { hashToken } from './hash-token.js';

describe('hashToken', () => {
  it('is the lower-case hex sha256 of the token', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches the token_hash format of auth.evt.token-revoked.v1', () => {
    expect(TokenRevokedEventSchema.safeParse({ token_hash: hashToken('any token') }).success).toBe(
      true,
    );
  });
});
