import { SiteProviders } from '../providers/site-providers.js';
import { MainLayout } from './main-layout.js';
import { MiniSiteLayout } from './mini-site-layout.js';

/** The main site's shell route (lazy chunk: Mantine, navbar, layout). */
export function MainSiteShell() {
  return (
    <SiteProviders>
      <MainLayout />
    </SiteProviders>
  );
}

/** A mini-site's shell route (lazy chunk: Mantine, the event's navbar and colours). */
export function MiniSiteShell() {
  return (
    <SiteProviders>
      <MiniSiteLayout />
    </SiteProviders>
  );
}
