import { AuthErrorDetailsSchema, type AuthErrorAnswer, type ErrorCode } from '@castline/contracts';

/**
 * public-site §7 discord-login / login answers "error, message, for_a_developer": the body of every refused or
 * failed /auth call. `for_a_developer` comes from the coded error's details when the service gave one.
 */
export function toAuthErrorAnswer(
  code: ErrorCode,
  message: string,
  details: unknown,
): AuthErrorAnswer {
  const detail = AuthErrorDetailsSchema.safeParse(details);
  return {
    error: true,
    message,
    code,
    ...(detail.success ? { for_a_developer: detail.data.for_a_developer } : {}),
  };
}
