import type { DiscordFailure } from './discord-api.js';

/** The Discord call that failed. */
export type DiscordStep = 'token' | 'me';

const STEP_NAME: Record<DiscordStep, string> = {
  token: 'POST /oauth2/token',
  me: 'GET /users/@me',
};

function providerError(body: unknown): { error?: string; description?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    error: text(b['error']),
    description: text(b['error_description']),
    message: text(b['message']),
  };
}

/**
 * Classifies a non-2xx Discord answer (RFC 6749 §5.2 error names for the token call): `invalid_grant` (a bad,
 * used or expired code, or a redirect_uri mismatch) and a 401 from /users/@me are the user's login being refused;
 * `invalid_client` and other 4xx mean our OAuth2 setup is wrong; 429 and 5xx mean Discord is unavailable.
 */
export function describeDiscordFailure(
  step: DiscordStep,
  status: number,
  body: unknown,
): DiscordFailure {
  const { error, description, message } = providerError(body);
  const detail = [error, description ?? message].filter(Boolean).join(': ');
  const forDeveloper = `Discord ${STEP_NAME[step]} answered ${status}${detail ? ` (${detail})` : ''}`;
  if (status === 429 || status >= 500) return { kind: 'unavailable', forDeveloper };
  if (step === 'token' && error === 'invalid_grant') return { kind: 'rejected', forDeveloper };
  if (step === 'me' && status === 401) return { kind: 'rejected', forDeveloper };
  if (step === 'token' && error === 'invalid_client') {
    return {
      kind: 'misconfigured',
      forDeveloper: `${forDeveloper}; check DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET`,
    };
  }
  return { kind: 'misconfigured', forDeveloper };
}
