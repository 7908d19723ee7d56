import { IssuedTokenSchema } from '@castline/contracts';
import { generateToken, TOKEN_BYTES } from './generate-token.js';

describe('generateToken', () => {
  it('asks for 32 random bytes and encodes them as lower-case hex', () => {
    const sizes: number[] = [];
    const token = generateToken((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xab);
    });
    expect(sizes).toEqual([TOKEN_BYTES]);
    expect(TOKEN_BYTES).toBe(32);
    expect(token).toBe('ab'.repeat(32));
  });

  it('makes 64-hex tokens that match the issued-token contract and do not repeat', () => {
    const tokens = Array.from({ length: 200 }, () => generateToken());
    for (const token of tokens) expect(IssuedTokenSchema.safeParse(token).success).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
