import { randomBytes } from 'node:crypto';

/** Bytes of entropy in a token: 256 bits. */
export const TOKEN_BYTES = 32;

/** A new bearer token (ARCHITECTURE §4.1): 256 random bits as 64 lower-case hex characters. Never stored or logged. */
export function generateToken(random: (size: number) => Buffer = randomBytes): string {
  return random(TOKEN_BYTES).toString('hex');
}
