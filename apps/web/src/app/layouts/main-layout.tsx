import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Container } from '@mantine/core';
import { MainNavbar } from '../../features/navbar/components/main-navbar.js';
import { FullPageSpinner } from '../../ui/full-page-spinner.js';
import { SiteFooter } from './site-footer.js';
import classes from './layout.module.css';

/** The main layout (public-site §2 "Main layout"): navbar with banners, page, footer. */
export function MainLayout() {
  return (
    <div className={classes.page}>
      <MainNavbar />
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
