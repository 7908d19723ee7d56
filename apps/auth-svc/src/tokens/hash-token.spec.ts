import { TokenRevokedEventSchema } from '@castline/contracts';
import { hashToken } from './hash-token.js';

describe('hashToken', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ])('hashes %j to the sha256 hex digest %s', (token, digest) => {
    expect(hashToken(token)).toBe(digest);
  });

  it('hashes the UTF-8 bytes of the token (é is c3 a9)', () => {
    expect(hashToken('\u00e9')).toBe(
      '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c',
    );
  });

  it('matches the token_hash format of auth.evt.token-revoked.v1 and never contains the token', () => {
    const token = 'a'.repeat(64);
    const hash = hashToken(token);
    expect(TokenRevokedEventSchema.safeParse({ token_hash: hash }).success).toBe(true);
    expect(hash).not.toContain(token);
  });
});
