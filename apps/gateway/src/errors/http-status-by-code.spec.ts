import { ERROR_CODES } from '@castline/contracts';
import { HTTP_STATUS_BY_CODE } from './http-status-by-code.js';

describe('HTTP_STATUS_BY_CODE', () => {
  it('has a status for every error code and nothing else', () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each([
    ['BAD_REQUEST', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['UNKNOWN_ACTION', 404],
    ['CONFLICT', 409],
    ['PRECONDITION_FAILED', 422],
    ['RATE_LIMITED', 429],
    ['UNAVAILABLE', 503],
    ['INTERNAL', 500],
  ] as const)('answers %s with %i', (code, status) => {
    expect(HTTP_STATUS_BY_CODE[code]).toBe(status);
  });

  it('answers 5xx only for server-side codes', () => {
    const serverSide = ERROR_CODES.filter((code) => HTTP_STATUS_BY_CODE[code] >= 500);
    expect(serverSide.sort()).toEqual(['INTERNAL', 'UNAVAILABLE']);
  });
});
