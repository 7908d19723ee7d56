import { ACCOUNT_TEXT } from '../../lib/client-text.js';

/** A pasted token to force-authenticate with, or the problem to show. */
export type ForcedToken =
  { readonly ok: true; readonly token: string } | { readonly ok: false; readonly message: string };

/**
 * Force-auth input of the token modal (public-site §5): surrounding spaces are dropped; nothing left shows 'No
 * token supplied. You can force a logout from the user dropdown.'
 */
export function readForcedToken(input: string | null | undefined): ForcedToken {
  const token = (input ?? '').trim();
  return token === ''
    ? { ok: false, message: ACCOUNT_TEXT.tokenNoTokenSupplied }
    : { ok: true, token };
}
