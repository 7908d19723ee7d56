import { describeDiscordFailure } from './describe-discord-failure.js';

describe('describeDiscordFailure', () => {
  it.each([
    [
      'a used or unknown code',
      'token',
      400,
      { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
      {
        kind: 'rejected',
        forDeveloper:
          'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "code" in request.)',
      },
    ],
    [
      'a redirect_uri mismatch',
      'token',
      400,
      { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' },
      {
        kind: 'rejected',
        forDeveloper:
          'Discord POST /oauth2/token answered 400 (invalid_grant: Invalid "redirect_uri" in request.)',
      },
    ],
    [
      'wrong client credentials',
      'token',
      401,
      { error: 'invalid_client' },
      {
        kind: 'misconfigured',
        forDeveloper:
          'Discord POST /oauth2/token answered 401 (invalid_client); check DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET',
      },
    ],
    [
      'an unsupported grant type',
      'token',
      400,
      { error: 'unsupported_grant_type' },
      {
        kind: 'misconfigured',
        forDeveloper: 'Discord POST /oauth2/token answered 400 (unsupported_grant_type)',
      },
    ],
    [
      'a refused access token',
      'me',
      401,
      { message: '401: Unauthorized', code: 0 },
      { kind: 'rejected', forDeveloper: 'Discord GET /users/@me answered 401 (401: Unauthorized)' },
    ],
    [
      'rate limiting',
      'token',
      429,
      { message: 'You are being rate limited.' },
      {
        kind: 'unavailable',
        forDeveloper: 'Discord POST /oauth2/token answered 429 (You are being rate limited.)',
      },
    ],
    [
      'a server error without a body',
      'me',
      502,
      null,
      { kind: 'unavailable', forDeveloper: 'Discord GET /users/@me answered 502' },
    ],
    [
      'an HTML error page',
      'token',
      404,
      '<html>',
      { kind: 'misconfigured', forDeveloper: 'Discord POST /oauth2/token answered 404' },
    ],
  ] as const)('%s → %j', (_name, step, status, body, expected) => {
    expect(describeDiscordFailure(step, status, body)).toEqual(expected);
  });
});
