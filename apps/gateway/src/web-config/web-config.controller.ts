import { Controller, Get, Header, Inject } from '@nestjs/common';
import { WEB_CONFIG_PATH, type WebConfig } from '@castline/contracts';
import { APP_CONFIG } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';

/**
 * GET /config.json: the web app's runtime config (`WebConfigSchema`), read once per page load. It names the
 * realtime origins the browser connects its socket to directly (REALTIME_PUBLIC_URLS); an empty list means the
 * page's own origin (an edge proxy routes /socket.io/ to the realtime replicas). Overlays and crew pages use the
 * production origins and path (REALTIME_PRODUCTION_PUBLIC_URLS, REALTIME_PRODUCTION_SOCKET_PATH) when set.
 */
@Controller()
export class WebConfigController {
  private readonly answer: WebConfig;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.answer = {
      realtimeUrls: config.REALTIME_PUBLIC_URLS,
      productionRealtimeUrls: config.REALTIME_PRODUCTION_PUBLIC_URLS,
      productionSocketPath: config.REALTIME_PRODUCTION_SOCKET_PATH,
    };
  }

  @Get(WEB_CONFIG_PATH.slice(1))
  @Header('cache-control', 'no-store')
  read(): WebConfig {
    return this.answer;
  }
}
