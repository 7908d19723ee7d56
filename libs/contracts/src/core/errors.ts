/**
 * Machine error codes shared by every transport. Each transport translates them once, in an exhaustive
 * table (see the gateway's HTTP_STATUS_BY_CODE): adding a code here without a status does not compile.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNKNOWN_ACTION',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one coded exception services throw; `message` is written for users. */
export class CodedError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CodedError';
  }
}

/** Fixed user-facing server texts (spec and RULES.md). One place, never reworded. */
/**
 * How `/things` marks an id it could not read because its owner did not answer (a partial answer): the item is
 * `{__id, __error: 'UNAVAILABLE'}` and the answer carries the header THINGS_PARTIAL_HEADER; the web store asks
 * for such ids again instead of showing them as not found.
 */
export const THINGS_UNAVAILABLE_MARK = 'UNAVAILABLE';
export const THINGS_PARTIAL_HEADER = 'castline-partial';

export const SERVER_TEXT = {
  noIds: 'No IDs supplied',
  tooManyIds: 'Too many IDs supplied',
  unknownToken: 'Unknown token',
  emptyAuth: 'Empty authentication request',
  unknownAction: 'Unknown action',
  notLinkedToBroadcast: 'You are not linked to this broadcast',
  noMatchPermission: "You don't have permission to edit this match",
  noLiveMatch: 'There is no live match',
  notOnTeam: 'You are not on a team in this match',
  onlyEventStaff: 'Only event staff can do this',
  noBracketPermission: "You don't have permission to resolve brackets",
  notBroadcastManager: "You don't have permission to manage this event's broadcasts",
  chooseDisplayMode: 'You must choose a display mode',
  profileRestricted: 'You are restricted from editing your profile.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The data server is not available right now. Please try again in a moment.',
  // Limits (issue 11 item 2): the texts a client sees when it goes beyond one.
  imageSizeNotOffered:
    'That image size is not offered. Use one of: h-50, h-120, h-240, w-50, w-100, w-200, w-320, w-640, w-1280.',
  imageTypeNotServed: 'That image type is not served.',
  tooManyConnections:
    'Too many connections from your address. Close some tabs and try again in a minute.',
  tooManySubscriptions: 'Too many records watched on one connection; some were not subscribed.',
  subscribingTooFast: 'Too many subscription messages. Please slow down.',
} as const;
