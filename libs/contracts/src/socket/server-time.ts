import { z } from 'zod';

/**
 * The server clock (RULES (f) "the synced broadcast clock"): `GET /time` on the gateway answers the server's
 * time in ms since the Unix epoch, uncached, with no login. Pages measure their offset from it (web
 * `overlays/shell/server-clock.ts`), so every break overlay of a broadcast shows the same slide.
 */
export const SERVER_TIME_PATH = '/time';

export const ServerTimeSchema = z.object({ now: z.number().finite() });
export type ServerTime = z.infer<typeof ServerTimeSchema>;
