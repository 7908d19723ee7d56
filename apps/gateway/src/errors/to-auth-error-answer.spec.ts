import { toAuthErrorAnswer } from './to-auth-error-answer.js';

describe('toAuthErrorAnswer', () => {
  it.each([
    [
      'a refusal with a developer detail',
      'UNAUTHENTICATED',
      'Discord did not accept this login. Please try logging in again.',
      { for_a_developer: 'Discord POST /oauth2/token answered 400 (invalid_grant)' },
      {
        error: true,
        message: 'Discord did not accept this login. Please try logging in again.',
        code: 'UNAUTHENTICATED',
        for_a_developer: 'Discord POST /oauth2/token answered 400 (invalid_grant)',
      },
    ],
    [
      'a refusal without details',
      'UNAUTHENTICATED',
      'Unknown token',
      null,
      { error: true, message: 'Unknown token', code: 'UNAUTHENTICATED' },
    ],
    [
      'details of another shape',
      'BAD_REQUEST',
      'Empty authentication request',
      { errors: [] },
      { error: true, message: 'Empty authentication request', code: 'BAD_REQUEST' },
    ],
  ] as const)('%s', (_name, code, message, details, expected) => {
    expect(toAuthErrorAnswer(code, message, details)).toEqual(expected);
  });
});
