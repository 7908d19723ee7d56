import { randomUUID } from 'node:crypto';

const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Request ids (ARCHITECTURE §1 "request ids"): keep a sane incoming `x-request-id`, else a new uuid. */
export function pickRequestId(
  incoming: string | string[] | undefined,
  newId: () => string = randomUUID,
): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : newId();
}
