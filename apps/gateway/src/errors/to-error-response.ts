import { HttpException } from '@nestjs/common';
import { CodedError, errorEnvelope, SERVER_TEXT, type ErrorCode } from '@castline/contracts';
import { HTTP_STATUS_BY_CODE } from './http-status-by-code.js';
import { GATEWAY_TEXT } from './gateway-text.js';
import { toAuthErrorAnswer } from './to-auth-error-answer.js';

export interface ErrorResponse {
  status: number;
  body: unknown;
  /** True when the error is ours (logged with its stack), false for a caller's mistake. */
  isServerFault: boolean;
}

interface Classified {
  code: ErrorCode;
  message: string;
  data: unknown;
}

/** The body-parser error `type` of an error or of its cause (Nest wraps body-parser errors). */
function bodyParserType(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const type = (e as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function classify(error: unknown): Classified {
  if (error instanceof CodedError)
    return { code: error.code, message: error.message, data: error.details ?? null };
  switch (bodyParserType(error)) {
    case 'entity.parse.failed':
      return { code: 'BAD_REQUEST', message: GATEWAY_TEXT.invalidJson, data: null };
    case 'entity.too.large':
      return { code: 'BAD_REQUEST', message: GATEWAY_TEXT.bodyTooLarge, data: null };
    case undefined:
      break;
    default:
      return { code: 'BAD_REQUEST', message: GATEWAY_TEXT.unreadableBody, data: null };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404 || status === 405)
      return { code: 'NOT_FOUND', message: GATEWAY_TEXT.notFound, data: null };
    if (status === 429)
      return { code: 'RATE_LIMITED', message: GATEWAY_TEXT.rateLimited, data: null };
    if (status >= 400 && status < 500)
      return { code: 'BAD_REQUEST', message: GATEWAY_TEXT.unreadableBody, data: null };
  }
  return { code: 'INTERNAL', message: SERVER_TEXT.internal, data: null };
}

/** `/things` answers errors as the spec's `{error, message}` (public-site §7); everything else as the envelope. */
export function isThingsPath(path: string): boolean {
  return path === '/things' || path.startsWith('/things/');
}

/** The login routes answer errors as the spec's `{error, message, for_a_developer}` (public-site §7), plus `code`. */
export function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/');
}

function bodyFor(path: string, { code, message, data }: Classified): unknown {
  // A rate-limited /things keeps the spec's shape and adds the code, so a client can tell it from a bad request.
  if (isThingsPath(path))
    return code === 'RATE_LIMITED' ? { error: true, message, code } : { error: true, message };
  if (isAuthPath(path)) return toAuthErrorAnswer(code, message, data);
  return errorEnvelope(code, message, data);
}

/**
 * HOUSE-STYLE Errors: any error → the one envelope `{error, errorMessage, code, data}` with the status from
 * HTTP_STATUS_BY_CODE (or `{error: true, message}` on /things, `{error: true, message, code, for_a_developer?}`
 * on /auth). A caller's mistake never becomes a 500.
 */
export function toErrorResponse(error: unknown, path: string): ErrorResponse {
  const classified = classify(error);
  const status = HTTP_STATUS_BY_CODE[classified.code];
  return { status, body: bodyFor(path, classified), isServerFault: classified.code === 'INTERNAL' };
}
