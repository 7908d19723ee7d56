import { Center, Loader } from '@mantine/core';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { useRouteHandle } from '../../../lib/routing/route-handle.js';
import { PageTitle } from '../../../ui/page-title.js';

/** The loading state of a page whose record has not arrived (never an error: public-site §3 loading marker). */
export function PageLoader() {
  return (
    <Center py="xl" data-testid="page-loading">
      <Loader aria-label={CLIENT_TEXT.loading} />
    </Center>
  );
}

/** A whole page loading: the route's title ('Team | Castline') and the spinner. */
export function RoutePageLoader() {
  const { title } = useRouteHandle();
  return (
    <>
      <PageTitle title={title} />
      <PageLoader />
    </>
  );
}
