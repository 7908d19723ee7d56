import { createHash } from 'node:crypto';

/** ARCHITECTURE §2 (secrets never stored): the stored and published form of a token, lower-case hex sha256 of its UTF-8 bytes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
