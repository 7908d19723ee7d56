import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import type { BroadcastRecord, MatchRecord, PlayerRecord, TeamRecord } from '@castline/contracts';
import { getMatchName, parseStreamLink } from '@castline/domain';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useHydrated, useHydratedList, useThings } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { DERIVED } from '../../../lib/wire/wire-constants.js';
import { ExternalIcon } from '../../../ui/icons.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty, EventSection } from './event-section.js';
import classes from './event-pages.module.css';

type LiveMatch = WithLinks<MatchRecord, { teams: Loadable<TeamRecord>[] }>;
type StreamBroadcast = WithLinks<BroadcastRecord, { live_match: Loadable<LiveMatch>[] }>;
interface PlayerStream {
  readonly match: readonly string[];
  readonly event: readonly string[];
  readonly player: readonly string[];
  readonly team: readonly string[];
  readonly url?: string;
}
interface PlayerStreams {
  readonly streams?: readonly PlayerStream[];
}

function BroadcastCard({ broadcast }: { readonly broadcast: StreamBroadcast }) {
  const link = parseStreamLink(broadcast.stream_link ?? broadcast.stream_url ?? '');
  const match = readyThings(broadcast.live_match)[0] ?? null;
  const matchName = match
    ? getMatchName({
        custom_name: match.custom_name,
        special_event: match.special_event,
        teams: readyThings(match.teams),
      })
    : null;
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.panel} data-testid="event-broadcast">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={900} size="lg" truncate>
            {broadcast.name ?? broadcast.key}
          </Text>
          {broadcast.advertise && (
            <Badge color="red" variant="filled" size="sm">
              {EVENT_TEXT.streamsLive}
            </Badge>
          )}
        </Group>
        {match && broadcast.show_live_match && matchName && (
          <Text size="sm" c="dimmed">
            {EVENT_TEXT.streamsNowShowing}:{' '}
            <Link to={getEntityPath('match', match.id)} className={classes.personLink}>
              {matchName}
            </Link>
          </Text>
        )}
        {link ? (
          <Button
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<ExternalIcon size={14} />}
            w="fit-content"
          >
            {EVENT_TEXT.streamsWatch} · {link.text}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {EVENT_TEXT.streamsNoLink}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Streams (public-site §2; `stream` and `stream-details` redirect here): the event's official broadcasts with
 * their stream link, live state and the match on air, and the community streams of the event's matches
 * (special:player-streams), all live.
 */
export function EventStreamsPage() {
  const { event } = useEventPage();
  const broadcasts = useHydratedList<StreamBroadcast>(event.broadcasts, {
    live_match: { teams: true },
  });
  const community = useHydrated<PlayerStreams>(DERIVED.playerStreams, {});
  const streams = (isThingReady(community) ? (community.streams ?? []) : []).filter((stream) =>
    stream.event.includes(event.id),
  );
  const players = readyThings(useThings<PlayerRecord>(streams.flatMap((stream) => stream.player)));
  const teams = readyThings(useThings<TeamRecord>(streams.flatMap((stream) => stream.team)));
  const nameOf = (list: readonly { id: string; name: string | null }[], id: string | undefined) =>
    list.find((item) => item.id === id)?.name ?? '';
  const ready = readyThings(broadcasts).sort((a, b) => Number(b.advertise) - Number(a.advertise));
  const loading = broadcasts.some(isThingLoading) && ready.length === 0;
  return (
    <Stack gap="xl" data-testid="event-streams">
      <EventPageTitle />
      {loading ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : ready.length === 0 && streams.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.streamsEmpty} />
      ) : (
        <>
          {ready.length > 0 && (
            <EventSection title={EVENT_TEXT.streamsOfficial} testId="streams-official">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {ready.map((broadcast) => (
                  <BroadcastCard key={broadcast.id} broadcast={broadcast} />
                ))}
              </SimpleGrid>
            </EventSection>
          )}
          {streams.length > 0 && (
            <EventSection title={EVENT_TEXT.streamsCommunity} testId="streams-community">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {streams.map((stream, index) => {
                  const link = parseStreamLink(stream.url ?? '');
                  return (
                    <Paper
                      key={`${stream.player[0] ?? ''}-${index}`}
                      withBorder
                      radius="lg"
                      p="md"
                      className={classes.panel}
                    >
                      <Text fw={800}>{nameOf(players, stream.player[0])}</Text>
                      <Text size="sm" c="dimmed">
                        {nameOf(teams, stream.team[0])}
                      </Text>
                      {link && (
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={classes.personLink}
                        >
                          {link.text}
                        </a>
                      )}
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </EventSection>
          )}
        </>
      )}
    </Stack>
  );
}
