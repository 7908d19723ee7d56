import { useNavbarBanner } from '../../../lib/live/live-context.js';
import type { NavbarBannerKind } from '../../../lib/live/get-navbar-banner.js';
import classes from './site-header.module.css';

const BANNER_CLASS: Record<NavbarBannerKind, string | undefined> = {
  disconnected: classes.bannerDisconnected,
  server_rebuilding: classes.bannerRebuilding,
  high_error_rate: classes.bannerErrors,
};

/** The navbar banner of highest priority (public-site §4 "Navbar banners"), or nothing. */
export function LiveBanner() {
  const banner = useNavbarBanner();
  return (
    <div role="status" aria-live="polite">
      {banner && (
        <div
          className={`${classes.banner} ${BANNER_CLASS[banner.kind] ?? ''}`}
          data-testid="navbar-banner"
          data-banner-kind={banner.kind}
        >
          {banner.text}
        </div>
      )}
    </div>
  );
}
