import type { WebsiteFlag } from '@castline/contracts';
import { CLIENT_TEXT } from '../client-text.js';

/** The disconnected banner waits this long after load (public-site §4, §9 "Disconnected banner delay: 3 s"). */
export const DISCONNECTED_BANNER_DELAY_MS = 3000;

export type NavbarBannerKind = 'disconnected' | 'server_rebuilding' | 'high_error_rate';

export interface NavbarBanner {
  readonly kind: NavbarBannerKind;
  readonly text: string;
}

export interface NavbarBannerInput {
  readonly connected: boolean;
  readonly flags: readonly WebsiteFlag[];
  /** Milliseconds since the page loaded. */
  readonly sinceLoadMs: number;
}

/**
 * The one navbar banner to show, in the spec's priority order (public-site §4 "Navbar banners"): disconnected
 * (only 3 s after load), then server rebuilding, then the data-server error-rate warning; null when all is well.
 */
export function getNavbarBanner(input: NavbarBannerInput): NavbarBanner | null {
  if (!input.connected && input.sinceLoadMs >= DISCONNECTED_BANNER_DELAY_MS) {
    return { kind: 'disconnected', text: CLIENT_TEXT.bannerDisconnected };
  }
  if (input.flags.includes('server_rebuilding')) {
    return { kind: 'server_rebuilding', text: CLIENT_TEXT.bannerServerRebuilding };
  }
  if (input.flags.includes('high_error_rate')) {
    return { kind: 'high_error_rate', text: CLIENT_TEXT.bannerHighErrorRate };
  }
  return null;
}
