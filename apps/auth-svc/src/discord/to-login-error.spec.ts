import { CodedError } from '@castline/contracts';
import { toLoginError } from './to-login-error.js';

describe('toLoginError', () => {
  it.each([
    [
      'rejected',
      'UNAUTHENTICATED',
      'Discord did not accept this login. Please try logging in again.',
    ],
    [
      'unavailable',
      'UNAVAILABLE',
      'Discord is not answering right now. Please try again in a moment.',
    ],
    ['misconfigured', 'INTERNAL', 'Discord login is not set up correctly on this server.'],
  ] as const)(
    '%s → %s with the user message and the detail for developers',
    (kind, code, message) => {
      const error = toLoginError({
        kind,
        forDeveloper: 'Discord POST /oauth2/token answered 400 (invalid_grant)',
      });
      expect(error).toBeInstanceOf(CodedError);
      expect(error).toMatchObject({
        code,
        message,
        details: { for_a_developer: 'Discord POST /oauth2/token answered 400 (invalid_grant)' },
      });
    },
  );
});
