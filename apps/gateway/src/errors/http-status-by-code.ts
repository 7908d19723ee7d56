import type { ErrorCode } from '@castline/contracts';

/**
 * HOUSE-STYLE Errors: the one translation of error codes to HTTP statuses. `Record<ErrorCode, number>` makes
 * it exhaustive: a code added to contracts without a status here does not compile.
 */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_ACTION: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
