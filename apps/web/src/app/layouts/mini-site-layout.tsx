import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Container } from '@mantine/core';
import { MiniSiteNavbar } from '../../features/mini-site/components/mini-site-navbar.js';
import { useMiniSiteEvent } from '../../features/mini-site/hooks/use-mini-site-event.js';
import { useSite } from '../../lib/host/site-context.js';
import { isThingReady, readyThings } from '../../lib/things/thing-types.js';
import { useMiniSitePageColors } from '../../lib/theme/use-mini-site-page-colors.js';
import { FullPageSpinner } from '../../ui/full-page-spinner.js';
import { SiteFooter } from './site-footer.js';
import classes from './layout.module.css';

/**
 * The mini-site layout (public-site §2 "Mini-sites"): the event's own navbar and themed colours (color_body, or
 * color_website_dark in dark mode, with every text on it contrast-checked: useMiniSitePageColors), around the
 * same pages.
 */
export function MiniSiteLayout() {
  const { miniSiteEventId } = useSite();
  const event = useMiniSiteEvent(miniSiteEventId ?? '');
  const ready = isThingReady(event) ? event : null;
  const theme = ready ? (readyThings(ready.theme)[0] ?? null) : null;
  const style = useMiniSitePageColors(theme);
  return (
    <div className={classes.page} style={style} data-testid="minisite-layout">
      <MiniSiteNavbar event={ready} />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Container size="xl">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
