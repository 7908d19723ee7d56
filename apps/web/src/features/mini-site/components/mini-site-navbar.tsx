import { Link } from 'react-router';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { getMainSiteUrl } from '../../../lib/links/site-links.js';
import { useSite } from '../../../lib/host/site-context.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { getReadableColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { SiteHeader, type HeaderNavItem } from '../../navbar/components/site-header.js';
import { TimezoneControl } from '../../navbar/components/timezone-modal.js';
import { AccountLinks } from '../../navbar/components/account-links.js';
import { readEventSettings } from '../../events/read-event-settings.js';
import { getMiniSiteNavItems, isBracketVisible } from '../get-mini-site-nav-items.js';
import type { MiniSiteEvent } from '../hooks/use-mini-site-event.js';
import classes from '../../navbar/components/site-header.module.css';

/** A top-banner logo is 200 wide (public-site §2 "Mini-sites"). */
const MINI_SITE_LOGO_WIDTH = 200;

/**
 * The mini-site navbar (public-site §2): the event's logo and name, Schedule / Bracket(s) / Standings by data,
 * the event's approved social links, a link back to the main site, and the theme's navbar colours.
 */
export function MiniSiteNavbar({ event }: { readonly event: MiniSiteEvent | null }) {
  const site = useSite();
  const theme = event ? (readyThings(event.theme)[0] ?? null) : null;
  const items: HeaderNavItem[] = event
    ? [
        ...getMiniSiteNavItems({
          hasMatches: event.matches.length > 0,
          visibleBracketCount: readyThings(event.brackets).filter(isBracketVisible).length,
          hasStandings: readEventSettings(event.blocks).standings.length > 0,
        }).map((item) => ({
          key: item.to,
          label: item.label,
          to: item.to,
          testId: `minisite-nav-${item.to.slice(1)}`,
        })),
        ...readyThings(event.socials)
          .filter((social) => social.approved)
          .map((social) => ({
            key: social.id,
            label: social.name || social.type,
            to: social.url,
            external: true,
          })),
      ]
    : [];
  const navbar = getReadableColors(
    theme?.color_navbar ?? theme?.color_theme ?? '#14151b',
    theme?.color_text_on_theme,
  );
  const active = theme?.color_website_active ? getReadableColors(theme.color_website_active) : null;
  const logoId = getThemeLogoId(theme, 'default');
  const name = event?.navbar_name || event?.short || event?.name || '';
  return (
    <SiteHeader
      colors={{
        background: navbar.background,
        text: navbar.text,
        ...(active ? { activeBackground: active.background, activeText: active.text } : {}),
      }}
      brand={
        <Link
          to="/"
          className={classes.brand}
          aria-label={name || CLIENT_TEXT.titleEvent}
          data-testid="minisite-brand"
        >
          {logoId ? (
            <ThingImage
              attachmentId={logoId}
              size="h-50"
              alt=""
              style={{
                width: MINI_SITE_LOGO_WIDTH,
                maxWidth: '50vw',
                height: 44,
                background: 'transparent',
              }}
              fallbackColor="transparent"
            />
          ) : null}
          {!logoId && <span>{name}</span>}
        </Link>
      }
      items={items}
      actions={
        <>
          <a
            className={classes.link}
            href={getMainSiteUrl(site.location)}
            data-testid="minisite-main-link"
          >
            {CLIENT_TEXT.navMainSite}
          </a>
          <TimezoneControl />
          <AccountLinks />
        </>
      }
    />
  );
}
