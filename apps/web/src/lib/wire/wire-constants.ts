/*
 * Wire constants from @castline/contracts. They live in zod-free modules of the contracts package and the
 * package is marked side-effect free, so importing them does not pull any schema (or zod) into the bundle;
 * `npm run build -w apps/web` followed by scripts/chunk-report.mjs shows no zod chunk.
 */
export {
  CREW_FIELDS,
  DERIVED,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  SOCKET_EVENTS,
  SPECIAL_STREAMS_KEY,
  THINGS_UNAVAILABLE_MARK,
  WEB_CONFIG_PATH,
  WEBSITE_FLAGS,
} from '@castline/contracts';
import { SERVER_TEXT } from '@castline/contracts';

/** Fixed server texts the client reacts to (contracts SERVER_TEXT). */
export const SERVER_TEXT_UNKNOWN_TOKEN = SERVER_TEXT.unknownToken;
