/** Longest code or token the gateway passes on (issued tokens are 64 characters, Discord codes about 30). */
export const MAX_CREDENTIAL_LENGTH = 512;

/**
 * public-site §5 "Authentication with an empty code or token returns 'Empty authentication request'": the trimmed
 * string at `key` of a request body, or '' when it is missing, empty or not a string.
 */
export function readCredential(body: unknown, key: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}
