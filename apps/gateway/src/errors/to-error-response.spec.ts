import { GATEWAY_TEXT } from './gateway-text.js';
import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { CodedError } from '@castline/contracts';
import { toErrorResponse } from './to-error-response.js';

function bodyParserError(type: string, status: number): Error {
  return Object.assign(new SyntaxError('raw parser text'), { type, status });
}

describe('toErrorResponse', () => {
  it.each([
    ['FORBIDDEN', 403],
    ['UNKNOWN_ACTION', 404],
    ['PRECONDITION_FAILED', 422],
    ['UNAVAILABLE', 503],
  ] as const)('answers a CodedError %s with %i and its user message', (code, status) => {
    const res = toErrorResponse(
      new CodedError(code, 'Told to the user', { extra: 1 }),
      '/actions/x',
    );
    expect(res).toEqual({
      status,
      body: { error: true, errorMessage: 'Told to the user', code, data: { extra: 1 } },
      isServerFault: false,
    });
  });

  it('answers invalid JSON (wrapped by Nest) with a 400 envelope', () => {
    const wrapped = new BadRequestException('raw', {
      cause: bodyParserError('entity.parse.failed', 400),
    });
    expect(toErrorResponse(wrapped, '/actions/update-match-data')).toMatchObject({
      status: 400,
      body: {
        error: true,
        errorMessage: 'The request body is not valid JSON',
        code: 'BAD_REQUEST',
      },
    });
  });

  it('answers a too large body with a 400, not a 500', () => {
    const wrapped = new HttpException('too large', 413, {
      cause: bodyParserError('entity.too.large', 413),
    });
    expect(toErrorResponse(wrapped, '/actions/x')).toMatchObject({
      status: 400,
      isServerFault: false,
    });
  });

  it('answers an unknown route with a 404 envelope', () => {
    expect(toErrorResponse(new NotFoundException('Cannot POST /nope'), '/nope')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', errorMessage: 'Not found' },
    });
  });

  it('hides unexpected errors behind a 500 with a generic message', () => {
    const res = toErrorResponse(new TypeError('secret internals'), '/actions/x');
    expect(res.status).toBe(500);
    expect(res.isServerFault).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers /things errors as {error, message}', () => {
    expect(toErrorResponse(new CodedError('BAD_REQUEST', 'No IDs supplied'), '/things')).toEqual({
      status: 400,
      body: { error: true, message: 'No IDs supplied' },
      isServerFault: false,
    });
  });

  it('adds the code to a rate-limited /things answer', () => {
    expect(
      toErrorResponse(new CodedError('RATE_LIMITED', GATEWAY_TEXT.rateLimited), '/things'),
    ).toEqual({
      status: 429,
      body: { error: true, message: GATEWAY_TEXT.rateLimited, code: 'RATE_LIMITED' },
      isServerFault: false,
    });
  });
});

describe('toErrorResponse on /auth paths', () => {
  it('answers {error, message, code, for_a_developer} with the status of the code', () => {
    const res = toErrorResponse(
      new CodedError(
        'UNAVAILABLE',
        'Discord is not answering right now. Please try again in a moment.',
        {
          for_a_developer: 'Discord POST /oauth2/token: the request failed',
        },
      ),
      '/auth/discord-login',
    );
    expect(res).toEqual({
      status: 503,
      body: {
        error: true,
        message: 'Discord is not answering right now. Please try again in a moment.',
        code: 'UNAVAILABLE',
        for_a_developer: 'Discord POST /oauth2/token: the request failed',
      },
      isServerFault: false,
    });
  });

  it('answers invalid JSON with a 400 in the same shape', () => {
    const wrapped = new BadRequestException('raw', {
      cause: bodyParserError('entity.parse.failed', 400),
    });
    expect(toErrorResponse(wrapped, '/auth/login')).toEqual({
      status: 400,
      body: { error: true, message: 'The request body is not valid JSON', code: 'BAD_REQUEST' },
      isServerFault: false,
    });
  });
});
