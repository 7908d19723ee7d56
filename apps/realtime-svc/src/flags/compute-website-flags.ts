import { WEBSITE_FLAGS, type WebsiteFlag } from '@castline/contracts';

/** Services announce every 5 s; an announcement older than this no longer counts. */
export const SERVICE_STATE_FRESH_MS = 15_000;
/** A high error rate shows for this long after the gateway last said so. */
export const ERROR_RATE_FRESH_MS = 30_000;

/** The last state one instance of a service announced (or answered to a health query), and when. */
export interface InstanceState {
  state: 'ready' | 'rebuilding';
  at: number;
}

/** What realtime knows about the other processes; filled by the flags service, read by computeWebsiteFlags. */
export interface FlagInputs {
  /** service name → instance id → last announced state. */
  services: ReadonlyMap<string, ReadonlyMap<string, InstanceState>>;
  /** The gateway's last error-rate event. */
  errorRate: { high: boolean; at: number } | null;
}

function isFresh(at: number, now: number, freshMs: number): boolean {
  return now - at <= freshMs;
}

/** True while one required service is starting: no instance fresh and ready, or a fresh instance rebuilding. */
function isServiceRebuilding(
  instances: ReadonlyMap<string, InstanceState> | undefined,
  now: number,
): boolean {
  const fresh = [...(instances?.values() ?? [])].filter((i) =>
    isFresh(i.at, now, SERVICE_STATE_FRESH_MS),
  );
  const anyReady = fresh.some((i) => i.state === 'ready');
  const anyRebuilding = fresh.some((i) => i.state === 'rebuilding');
  return !anyReady || anyRebuilding;
}

/**
 * The `website_flags` list (public-site §4 "Navbar banners", §7): 'server_rebuilding' while a required service
 * migrates/loads, 'high_error_rate' while the gateway's recent 5xx rate is above its threshold. In
 * WEBSITE_FLAGS order, so two lists compare with a plain join.
 */
export function computeWebsiteFlags(
  inputs: FlagInputs,
  requiredServices: readonly string[],
  now: number,
): WebsiteFlag[] {
  const active = new Set<WebsiteFlag>();
  if (requiredServices.some((service) => isServiceRebuilding(inputs.services.get(service), now))) {
    active.add('server_rebuilding');
  }
  const errorRate = inputs.errorRate;
  if (errorRate?.high && isFresh(errorRate.at, now, ERROR_RATE_FRESH_MS))
    active.add('high_error_rate');
  return WEBSITE_FLAGS.filter((flag) => active.has(flag));
}
