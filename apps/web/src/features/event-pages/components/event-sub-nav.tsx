import { useEffect, useRef, type CSSProperties } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { SocialRecord } from '@castline/contracts';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { ExternalIcon } from '../../../ui/icons.js';
import type { ColorPair } from '../../../lib/theme/theme-colors.js';
import type { EventTab } from '../get-event-tabs.js';
import classes from './event-pages.module.css';

/**
 * The event sub-navigation (public-site §2): the tabs the data allows, then the event's approved social links
 * (public-site §3, §5: only approved ones show). The active tab takes the event's theme colours.
 */
export function EventSubNav({
  eventName,
  tabs,
  socials,
  pathTo,
  activeColors,
}: {
  readonly eventName: string;
  readonly tabs: readonly EventTab[];
  readonly socials: readonly SocialRecord[];
  readonly pathTo: (subPage: string) => string;
  readonly activeColors: ColorPair;
}) {
  const approved = socials.filter((social) => social.approved && social.url);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the tabs scroll sideways: bring the active one into view (without scrolling the page).
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft =
      active.offsetLeft - nav.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname, tabs.length]);
  const style = {
    '--event-active-bg': activeColors.background,
    '--event-active-text': activeColors.text,
  } as CSSProperties;
  return (
    <div className={classes.subnavBar} style={style}>
      <nav
        ref={navRef}
        aria-label={EVENT_TEXT.subNavLabel(eventName)}
        className={classes.subnav}
        data-testid="event-subnav"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.key}
            to={pathTo(tab.path)}
            end={tab.path === ''}
            className={classes.subnavLink}
            data-testid={`event-tab-${tab.key}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {approved.length > 0 && (
        <ul
          className={classes.socials}
          aria-label={EVENT_TEXT.socialLinks}
          data-testid="event-socials"
        >
          {approved.map((social) => (
            <li key={social.id}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.social}
                title={social.name ?? social.type}
                data-testid="event-social"
              >
                <span>{social.type}</span>
                <ExternalIcon size={12} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
