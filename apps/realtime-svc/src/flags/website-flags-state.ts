import type { HealthReply, ServiceStateEvent, WebsiteFlag } from '@castline/contracts';
import { computeWebsiteFlags, type InstanceState } from './compute-website-flags.js';

/**
 * The mutable side of `website_flags`: remembers service announcements and the gateway's error rate, and says
 * when the flag list changes. The clock is passed in (`now`), so tests drive time.
 */
export class WebsiteFlagsState {
  private readonly services = new Map<string, Map<string, InstanceState>>();
  private errorRate: { high: boolean; at: number } | null = null;
  private current: WebsiteFlag[];

  constructor(
    private readonly requiredServices: readonly string[],
    now: number,
  ) {
    this.current = this.compute(now);
  }

  /** `system.evt.service-state.v1`: 'stopping' forgets the instance, the others replace its last state. */
  recordServiceState(event: ServiceStateEvent, now: number): void {
    const instances = this.services.get(event.service) ?? new Map<string, InstanceState>();
    if (event.state === 'stopping') instances.delete(event.instance);
    else instances.set(event.instance, { state: event.state, at: now });
    if (instances.size > 0) this.services.set(event.service, instances);
    else this.services.delete(event.service);
  }

  /** A health reply counts as an announcement of 'ready' or 'rebuilding' (used once at start). */
  recordHealth(reply: HealthReply, now: number): void {
    this.recordServiceState(
      {
        service: reply.service,
        instance: reply.instance,
        state: reply.ready ? 'ready' : 'rebuilding',
      },
      now,
    );
  }

  /** `gateway.evt.error-rate.v1`. */
  recordErrorRate(high: boolean, now: number): void {
    this.errorRate = { high, at: now };
  }

  /** The flags as last reported by `refresh` (or at construction). */
  get flags(): WebsiteFlag[] {
    return [...this.current];
  }

  /** Recomputes the flags at `now`; answers the new list when it differs from the last one, else null. */
  refresh(now: number): WebsiteFlag[] | null {
    const next = this.compute(now);
    if (next.join(',') === this.current.join(',')) return null;
    this.current = next;
    return [...next];
  }

  private compute(now: number): WebsiteFlag[] {
    return computeWebsiteFlags(
      { services: this.services, errorRate: this.errorRate },
      this.requiredServices,
      now,
    );
  }
}
