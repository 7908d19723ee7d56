/** The validity fields of a stored token. */
export interface TokenValidity {
  expires_at: Date;
  revoked_at: Date | null;
}

/** RULES (0) "Actor": a token resolves to its user only while it is neither revoked nor expired (expiry is exclusive). */
export function isTokenActive(token: TokenValidity, now: Date): boolean {
  return token.revoked_at === null && now.getTime() < token.expires_at.getTime();
}
