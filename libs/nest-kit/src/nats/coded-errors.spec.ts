import { z } from 'zod';
import { CodedError, SERVER_TEXT } from '@castline/contracts';
import {
  DATABASE_UNAVAILABLE_TEXT,
  VALUE_OUT_OF_RANGE_TEXT,
  classifyError,
  isDatabaseUnavailable,
  toCallerError,
} from './coded-errors.js';

const pgError = (code: string, message = 'pg') => Object.assign(new Error(message), { code });
const typeormError = (code: string) =>
  Object.assign(new Error('query failed'), { driverError: { code } });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED'), true],
    ['admin shutdown (57P01)', typeormError('57P01'), true],
    ['the server starting up (57P03)', pgError('57P03'), true],
    ['a connection exception (08006)', pgError('08006'), true],
    ['a deadlock left after retries (40P01)', typeormError('40P01'), true],
    ['a terminated connection', new Error('Connection terminated unexpectedly'), true],
    ['a pool timeout', new Error('timeout exceeded when trying to connect'), true],
    ['a unique violation (23505)', typeormError('23505'), false],
    ['a numeric overflow (22003)', typeormError('22003'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('classifyError', () => {
  it.each([
    [
      'a CodedError as it is',
      new CodedError('FORBIDDEN', 'No', { a: 1 }),
      { code: 'FORBIDDEN', message: 'No', data: { a: 1 } },
      false,
    ],
    [
      'a zod error as BAD_REQUEST',
      z.object({ a: z.number() }).safeParse({ a: 'x' }).error,
      { code: 'BAD_REQUEST' },
      false,
    ],
    [
      'a database outage as UNAVAILABLE',
      pgError('ECONNREFUSED'),
      { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_TEXT },
      false,
    ],
    [
      'a data exception as BAD_REQUEST (and a fault to fix)',
      typeormError('22008'),
      { code: 'BAD_REQUEST', message: VALUE_OUT_OF_RANGE_TEXT },
      true,
    ],
    [
      'anything else as INTERNAL',
      new Error('boom'),
      { code: 'INTERNAL', message: SERVER_TEXT.internal },
      true,
    ],
  ])('answers %s', (_label, error, wire, isFault) => {
    const classified = classifyError(error);
    expect(classified.wire).toMatchObject(wire);
    expect(classified.isFault).toBe(isFault);
  });

  it('never leaks an internal message to the caller', () => {
    expect(classifyError(new Error('password=secret')).wire.message).toBe(SERVER_TEXT.internal);
  });
});

describe('toCallerError', () => {
  it.each([
    [
      'a coded wire error',
      { code: 'NOT_FOUND', message: 'Gone', data: { id: 'x' } },
      'NOT_FOUND',
      'Gone',
    ],
    [
      "Nest's unknown-error packet",
      { status: 'error', message: 'Internal server error' },
      'INTERNAL',
      SERVER_TEXT.internal,
    ],
    [
      'a timeout',
      Object.assign(new Error('Timeout has occurred'), { name: 'TimeoutError' }),
      'UNAVAILABLE',
      SERVER_TEXT.unavailable,
    ],
    [
      'nobody listening (empty response)',
      new Error('Empty response'),
      'UNAVAILABLE',
      SERVER_TEXT.unavailable,
    ],
    [
      'a lost connection',
      'Error: Connection lost. Trying to reconnect...',
      'UNAVAILABLE',
      SERVER_TEXT.unavailable,
    ],
    [
      'a wire error with an unknown code',
      { code: 'EXPLODED', message: 'x' },
      'UNAVAILABLE',
      SERVER_TEXT.unavailable,
    ],
  ])('turns %s into %s', (_label, error, code, message) => {
    const coded = toCallerError(error);
    expect(coded).toBeInstanceOf(CodedError);
    expect(coded.code).toBe(code);
    expect(coded.message).toBe(message);
  });

  it('keeps a CodedError as it is', () => {
    const error = new CodedError('CONFLICT', 'Twice');
    expect(toCallerError(error)).toBe(error);
  });
});
