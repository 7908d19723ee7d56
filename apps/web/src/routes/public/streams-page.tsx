import { useMemo } from 'react';
import { Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BroadcastRecord, EventRecord, MatchRecord } from '@castline/contracts';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { useHydratedList, useThing } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../lib/things/thing-types.js';
import { PageTitle } from '../../ui/page-title.js';
import {
  listStreamCards,
  type PlayerStreamInput,
} from '../../features/listings/list-stream-cards.js';
import { StreamCard } from '../../features/listings/components/stream-card.js';
import classes from '../../features/listings/components/listings.module.css';

type LiveMatch = WithLinks<
  MatchRecord,
  {
    scheduled_broadcast: Loadable<BroadcastRecord>[];
    event: Loadable<WithLinks<EventRecord, { broadcasts: Loadable<BroadcastRecord>[] }>>[];
  }
>;

/** The broadcasts that may show a live match: its scheduled broadcasts and its event's broadcasts. */
const LIVE_MATCH_TREE = { scheduled_broadcast: true, event: { broadcasts: true } } as const;

/** The stream grid: 12 columns on phones, 6 small, 4 medium, 3 xl (public-site §9 grid). */
const CARD_SPAN = { base: 12, sm: 6, md: 4, xl: 3 } as const;

/**
 * Community streams (public-site §2 "/streams"): a Beta badge and the explanatory text, then the grid of live
 * streams, each linking to its match: the official event stream of every advertised broadcast showing a live
 * match (special:live-matches) and the community streams of special:player-streams (absent or empty = none).
 * Empty state 'No streams are live right now.'. Everything updates live.
 */
export function StreamsPage() {
  const live = useThing<{ matches?: string[] }>(DERIVED.liveMatches);
  const community = useThing<{ streams?: PlayerStreamInput[] }>(DERIVED.playerStreams);
  const liveIds = useMemo(
    () => (isThingReady(live) && Array.isArray(live.matches) ? live.matches : []),
    [live],
  );
  const matches = useHydratedList<LiveMatch>(liveIds, LIVE_MATCH_TREE);
  const loading =
    live === undefined ||
    isThingLoading(live) ||
    isThingLoading(community) ||
    matches.some(
      (match) =>
        isThingLoading(match) ||
        (isThingReady(match) &&
          (match.scheduled_broadcast.some(isThingLoading) ||
            match.event.some(
              (event) =>
                isThingLoading(event) ||
                (isThingReady(event) && event.broadcasts.some(isThingLoading)),
            ))),
    );
  const cards = useMemo(() => {
    const broadcasts = readyThings(matches).flatMap((match) => [
      ...readyThings(match.scheduled_broadcast),
      ...readyThings(match.event).flatMap((event) => readyThings(event.broadcasts)),
    ]);
    const streams =
      isThingReady(community) && Array.isArray(community.streams) ? community.streams : [];
    return listStreamCards(liveIds, broadcasts, streams);
  }, [matches, community, liveIds]);

  return (
    <Stack gap="xl">
      <PageTitle title={CLIENT_TEXT.titleStreams} />
      <Group gap="sm" align="center">
        <Title order={1}>{CLIENT_TEXT.titleStreams}</Title>
        <Badge color="yellow" variant="filled" size="lg" data-testid="streams-beta">
          {PAGES_TEXT.streamsBeta}
        </Badge>
      </Group>
      <Paper withBorder radius="lg" p="lg" className={classes.intro} data-testid="streams-intro">
        <Stack gap={6}>
          <Text>{PAGES_TEXT.streamsIntro}</Text>
          <Text c="dimmed" size="sm">
            {PAGES_TEXT.streamsStreamerMode}
          </Text>
        </Stack>
      </Paper>
      {loading ? (
        <Grid
          gap="lg"
          aria-busy="true"
          aria-label={CLIENT_TEXT.loading}
          data-testid="streams-loading"
        >
          {[0, 1, 2].map((i) => (
            <Grid.Col key={i} span={CARD_SPAN}>
              <Skeleton radius="lg" height={260} />
            </Grid.Col>
          ))}
        </Grid>
      ) : cards.length === 0 ? (
        <Paper
          withBorder
          radius="lg"
          p="lg"
          bg="rgba(255,255,255,0.03)"
          data-testid="streams-empty"
        >
          <Text c="dimmed">{PAGES_TEXT.streamsEmpty}</Text>
        </Paper>
      ) : (
        <Grid gap="lg" data-testid="streams-grid">
          {cards.map((card) => (
            <Grid.Col key={card.key} span={CARD_SPAN}>
              <StreamCard card={card} />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
