import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT, PRODUCT_NAME } from '../../../lib/client-text.js';
import { CastlineMark } from '../../../ui/icons.js';
import { useLiveCount } from '../hooks/use-live-count.js';
import { AccountLinks } from './account-links.js';
import { SiteHeader, type HeaderNavItem } from './site-header.js';
import { TimezoneControl } from './timezone-modal.js';
import classes from './site-header.module.css';

/** The streams label with its live count (public-site §2: shown when matches or community streams are live). */
function StreamsLabel() {
  const count = useLiveCount();
  return (
    <>
      {CLIENT_TEXT.navStreams}
      {count > 0 && (
        <Badge
          size="sm"
          color="red"
          variant="filled"
          aria-label={CLIENT_TEXT.liveCountLabel(count)}
          data-testid="live-count"
        >
          {count}
        </Badge>
      )}
    </>
  );
}

const ITEMS: readonly HeaderNavItem[] = [
  { key: 'events', label: CLIENT_TEXT.navEvents, to: '/events', testId: 'nav-events' },
  { key: 'teams', label: CLIENT_TEXT.navTeams, to: '/teams', testId: 'nav-teams' },
  { key: 'players', label: CLIENT_TEXT.navPlayers, to: '/players', testId: 'nav-players' },
  { key: 'streams', label: <StreamsLabel />, to: '/streams', testId: 'nav-streams' },
  { key: 'learn', label: CLIENT_TEXT.navLearn, to: '/learn', testId: 'nav-learn' },
];

/** The main site's navbar (public-site §2 "Navbar"). */
export function MainNavbar() {
  return (
    <SiteHeader
      brand={
        <Link to="/" className={classes.brand} aria-label={CLIENT_TEXT.navMainSite}>
          <CastlineMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
      }
      items={ITEMS}
      actions={
        <>
          <TimezoneControl />
          <AccountLinks />
        </>
      }
    />
  );
}
