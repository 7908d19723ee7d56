import { Center, Loader, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../lib/things/thing-types.js';
import { ComingSoon } from '../../ui/coming-soon.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * Team, player, match and news pages until their issues land: the record is read by the id in the URL (a 14-character
 * id gets its 'rec' prefix back), an unknown id shows Not Found, a known one its name and "coming soon".
 */
export function EntityPage() {
  const { id, slug } = useParams();
  const handle = useRouteHandle();
  const thingId = slug ? DERIVED.news(slug) : id ? fromUrlId(id) : null;
  const record = useThing<{ name?: string | null }>(thingId);
  if (isThingMissing(record)) return <NotFoundPage />;
  if (!isThingReady(record)) {
    return (
      <Center py="xl">
        <Loader aria-label={CLIENT_TEXT.loading} />
      </Center>
    );
  }
  const name = record.name?.trim() || handle.title || '';
  return (
    <ComingSoon title={name}>
      {handle.title && (
        <Text c="dimmed" tt="uppercase" fw={700} size="sm">
          {handle.subPage ? `${handle.title} · ${handle.subPage}` : handle.title}
        </Text>
      )}
    </ComingSoon>
  );
}
