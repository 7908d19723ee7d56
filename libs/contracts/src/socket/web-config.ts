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
  /**
   * The realtime origins reserved for production sockets (overlays in OBS, the crew's pages): replicas that carry
   * no bulk viewer fan-out, so a producer's press reaches the overlays first (ARCHITECTURE "Production
   * replicas"). Empty: production sockets use `realtimeUrls` like every other page.
   */
  productionRealtimeUrls: z.array(z.url({ protocol: /^https?$/ })).max(MAX_REALTIME_URLS),
  /**
   * The Socket.IO path of production sockets: `/socket.io` when they have origins of their own; behind one edge
   * origin a path of their own (`/production/socket.io`) that the edge routes to the production replicas.
   */
  productionSocketPath: z.string().regex(/^\/[A-Za-z0-9._~/-]{1,100}$/),
});
export type WebConfig = z.infer<typeof WebConfigSchema>;
