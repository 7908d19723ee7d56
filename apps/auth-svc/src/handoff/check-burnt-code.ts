import type { BurntHandoffCode } from './handoff.repository.js';

/** Why a burnt hand-off code does not sign anyone in (for developers; the user sees one text for all). */
export type HandoffRefusal = 'unknown-or-used' | 'expired' | 'wrong-origin';

/**
 * A hand-off code signs in only once (null: unknown or used already), before it expires (expiry exclusive), on the
 * origin it was made for. Answers the refusal, or null when the code is good.
 */
export function checkBurntCode(
  code: BurntHandoffCode | null,
  origin: string,
  now: Date,
): HandoffRefusal | null {
  if (!code) return 'unknown-or-used';
  if (now.getTime() >= code.expires_at.getTime()) return 'expired';
  if (code.origin !== origin) return 'wrong-origin';
  return null;
}
