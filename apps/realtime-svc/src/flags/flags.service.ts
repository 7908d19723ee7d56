import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  HealthReplySchema,
  SOCKET_EVENTS,
  SUBJECTS,
  type ServiceStateEvent,
  type WebsiteFlag,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { SocketServer } from '../socket/socket-server.service.js';
import { WebsiteFlagsState } from './website-flags-state.js';

/** How often expiry is checked (a service gone silent, an old error-rate event). */
export const FLAGS_CHECK_MS = 1000;
const HEALTH_QUERY_TIMEOUT_MS = 2000;

/**
 * `website_flags` (public-site §4 "Navbar banners", §7): sent to every socket on connect (FlagsGateway) and to every local
 * socket whenever the list changes. Each replica computes the list itself from the service announcements and
 * the gateway's error-rate events, so the emit is local.
 */
@Injectable()
export class FlagsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly state: WebsiteFlagsState;
  private timer: NodeJS.Timeout | null = null;
  private readonly clock = (): number => Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: RealtimeConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly bus: NatsBus,
    private readonly sockets: SocketServer,
  ) {
    this.state = new WebsiteFlagsState(
      config.REQUIRED_SERVICES.map((s) => s.name),
      this.clock(),
    );
  }

  /** The current flag list. */
  get flags(): WebsiteFlag[] {
    return this.state.flags;
  }

  /** Asks each required service's health subject once, so a fresh replica knows who is ready. */
  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(
      this.config.REQUIRED_SERVICES.map(async ({ name, domain }) => {
        try {
          const reply = HealthReplySchema.parse(
            await this.bus.request(SUBJECTS.health(domain), null, {
              timeoutMs: HEALTH_QUERY_TIMEOUT_MS,
            }),
          );
          this.state.recordHealth(reply, this.clock());
        } catch (error) {
          this.logger.info(
            { required: name, err: String(error) },
            'required service did not answer its health query yet',
          );
        }
      }),
    );
    this.refresh();
    this.timer = setInterval(() => this.refresh(), FLAGS_CHECK_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A service announced rebuilding / ready / stopping. */
  recordServiceState(event: ServiceStateEvent): void {
    this.state.recordServiceState(event, this.clock());
    this.refresh();
  }

  /** The gateway's error rate crossed its threshold (or is still above it). */
  recordErrorRate(high: boolean): void {
    this.state.recordErrorRate(high, this.clock());
    this.refresh();
  }

  private refresh(): void {
    const changed = this.state.refresh(this.clock());
    if (changed === null) return;
    this.logger.info({ flags: changed }, 'website flags changed');
    if (this.sockets.isReady) this.sockets.io.local.emit(SOCKET_EVENTS.websiteFlags, changed);
  }
}
