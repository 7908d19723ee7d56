/**
 * User-facing texts the gateway adds where the specs are silent (new copy, RULES.md †). The spec's own fixed
 * texts ('No IDs supplied', 'Unknown token', …) come from SERVER_TEXT in contracts.
 */
export const GATEWAY_TEXT = {
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large (at most 1 MB)',
  unreadableBody: 'The request body could not be read',
  notFound: 'Not found',
  rateLimited: 'Too many requests. Please slow down and try again.',
} as const;
