import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Container } from '@mantine/core';
import { MainNavbar } from '../../features/navbar/components/main-navbar.js';
import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { FullPageSpinner } from '../../ui/full-page-spinner.js';
import { SiteFooter } from './site-footer.js';
import classes from './layout.module.css';

/**
 * The main layout (public-site §2 "Main layout"): navbar with banners, page, footer. A route whose handle says
 * `wide` (the dashboard) spans the window instead of the site's column.
 */
export function MainLayout() {
  const { wide } = useRouteHandle();
  return (
    <div className={classes.page}>
      <MainNavbar />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Container size="xl" fluid={wide === true} data-wide={wide === true ? 'true' : undefined}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
