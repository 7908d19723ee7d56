import { createHash } from 'node:crypto';

/** The only form in which a token is kept or compared at the gateway (ARCHITECTURE §2 "secrets"): sha256 hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
