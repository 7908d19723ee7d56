import { CodedError, type AuthErrorDetails, type ErrorCode } from '@castline/contracts';
import type { DiscordFailure, DiscordFailureKind } from './discord-api.js';
import { DISCORD_LOGIN_TEXT } from './discord-text.js';

const CODE_BY_KIND: Record<DiscordFailureKind, ErrorCode> = {
  rejected: 'UNAUTHENTICATED',
  misconfigured: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
};

/**
 * public-site §7 discord-login "error, message, for_a_developer": a failed Discord call as the coded error the
 * login answers with; the user message per kind, the provider's detail in `details.for_a_developer`.
 */
export function toLoginError(failure: DiscordFailure): CodedError {
  const details: AuthErrorDetails = { for_a_developer: failure.forDeveloper };
  return new CodedError(CODE_BY_KIND[failure.kind], DISCORD_LOGIN_TEXT[failure.kind], details);
}
