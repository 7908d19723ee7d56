import { z } from 'zod';
import { CodedError, ERROR_CODES, SERVER_TEXT, formatZodError } from '@castline/contracts';

/** A coded error as it travels in a Nest NATS reply packet (`err`). */
export const WireErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  data: z.unknown().optional(),
});
export type WireError = z.infer<typeof WireErrorSchema>;

/** What a process says when the database is away (a coded 503, never a 500). */
export const DATABASE_UNAVAILABLE_TEXT =
  'The database is not available right now. Please try again in a moment.';
/** What a user hears when their value passed validation but not the database (should never happen). */
export const VALUE_OUT_OF_RANGE_TEXT = 'A value in the request is out of range.';

/** SQLSTATE classes and codes that mean "the database is away or restarting", not "the request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '40001',
  '40P01',
  '55P03',
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection .*(closed|ended|refused)/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Cannot use a pool after calling end/i,
];

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e.driverError?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when an error says the database (or the connection to it) is away: answer UNAVAILABLE, retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = sqlState(error);
  if (
    code &&
    (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))
  ) {
    return true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True for SQLSTATE class 22 (data exception): a value the database refused that validation let through. */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

export interface ClassifiedError {
  wire: WireError;
  /** A fault on our side that must be logged with its stack (INTERNAL); refusals and outages are not. */
  isFault: boolean;
}

/**
 * The one translation of anything a handler throws into a coded wire error: CodedError as is, zod errors as
 * BAD_REQUEST, database outages as UNAVAILABLE, a database data exception as BAD_REQUEST, anything else INTERNAL.
 */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof CodedError) {
    return {
      wire: {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { data: error.details }),
      },
      isFault: error.code === 'INTERNAL',
    };
  }
  if (error instanceof z.ZodError) {
    return { wire: { code: 'BAD_REQUEST', message: formatZodError(error) }, isFault: false };
  }
  if (isDatabaseUnavailable(error)) {
    return { wire: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_TEXT }, isFault: false };
  }
  if (isDataException(error)) {
    return { wire: { code: 'BAD_REQUEST', message: VALUE_OUT_OF_RANGE_TEXT }, isFault: true };
  }
  return { wire: { code: 'INTERNAL', message: SERVER_TEXT.internal }, isFault: true };
}

/** The CodedError a caller sees for a reply error, a timeout, a lost connection or nobody answering. */
export function toCallerError(error: unknown): CodedError {
  if (error instanceof CodedError) return error;
  const wire = WireErrorSchema.safeParse(error);
  if (wire.success) return new CodedError(wire.data.code, wire.data.message, wire.data.data);
  // Nest's own unknown-error packet ({status:'error', message:'Internal server error'}).
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 'error'
  ) {
    return new CodedError('INTERNAL', SERVER_TEXT.internal);
  }
  return new CodedError('UNAVAILABLE', SERVER_TEXT.unavailable);
}
