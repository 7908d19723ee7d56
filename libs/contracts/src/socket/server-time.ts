import { z } from 'zod';

/** The answer of GET /time (`SERVER_TIME_PATH`, names.ts): the server's time in ms since the Unix epoch. */
export const ServerTimeSchema = z.object({ now: z.number().finite() });
export type ServerTime = z.infer<typeof ServerTimeSchema>;
