import { z } from 'zod';
import { MAX_REALTIME_URLS } from './names.js';

/** The web app's runtime config, answered by the gateway at `WEB_CONFIG_PATH` (GET /config.json, no-store). */
export const WebConfigSchema = z.object({
  /**
   * Browser-facing realtime-svc origins (`http(s)://host[:port]`). The page picks one per load (so polling stays
   * on one replica) and moves to another when it cannot connect. Empty: Socket.IO on the page's own origin
   * (an edge proxy in front routes `/socket.io/` to the realtime replicas).
   */
  realtimeUrls: z.array(z.url({ protocol: /^https?$/ })).max(MAX_REALTIME_URLS),
});
export type WebConfig = z.infer<typeof WebConfigSchema>;
