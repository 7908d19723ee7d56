import { useState } from 'react';
import { Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BracketRecord } from '@castline/contracts';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { BracketView, useBracketViewData } from '../../../features/bracket-view/index.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';
import classes from './event-bracket-page.module.css';

const ZOOMS = { small: 0.75, normal: 1, large: 1.25 } as const;
type Zoom = keyof typeof ZOOMS;

const matchHref = (matchId: string): string => getEntityPath('match', matchId);

function EventBracket({ bracket, zoom }: { readonly bracket: BracketRecord; readonly zoom: Zoom }) {
  const { colors } = useEventPage();
  const data = useBracketViewData(bracket.id);
  const name = bracket.name ?? '';
  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={EVENT_TEXT.bracketRegion(name)}
      data-testid="event-bracket"
    >
      <Title order={2} size="h3">
        {name}
      </Title>
      {data.status === 'loading' ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : data.status !== 'ready' ? (
        <EventEmpty text={EVENT_TEXT.bracketUnreadable} />
      ) : (
        <div
          className={classes.scroller}
          tabIndex={0}
          role="region"
          aria-label={EVENT_TEXT.bracketRegion(name)}
          data-testid="bracket-scroller"
        >
          <BracketView
            layout={data.layout}
            cards={data.cards}
            scale={ZOOMS[zoom]}
            winColors={colors}
            getMatchHref={matchHref}
            label={name}
          />
        </div>
      )}
    </Stack>
  );
}

/**
 * Bracket / Brackets (public-site §2; `brackets` redirects here): every named, non-hidden bracket of the event
 * (public-site §5) drawn by the bracket view (broadcast §2), with a size switch; phones start compact and scroll
 * the bracket sideways inside its frame, never the page.
 */
export function EventBracketPage() {
  const { visibleBrackets } = useEventPage();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [chosen, setChosen] = useState<Zoom | null>(null);
  const zoom: Zoom = chosen ?? (isPhone ? 'small' : 'normal');
  return (
    <Stack gap="lg" data-testid="event-brackets">
      <EventPageTitle />
      {visibleBrackets.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.bracketEmpty} />
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" className={classes.hint}>
              {EVENT_TEXT.bracketScrollHint}
            </Text>
            <SegmentedControl
              ml="auto"
              size="xs"
              aria-label={EVENT_TEXT.bracketZoom}
              value={zoom}
              onChange={(value) => setChosen(value)}
              data={[
                { value: 'small', label: EVENT_TEXT.bracketZoomSmall },
                { value: 'normal', label: EVENT_TEXT.bracketZoomNormal },
                { value: 'large', label: EVENT_TEXT.bracketZoomLarge },
              ]}
              data-testid="bracket-zoom"
            />
          </Group>
          {visibleBrackets.map((bracket) => (
            <EventBracket key={bracket.id} bracket={bracket} zoom={zoom} />
          ))}
        </>
      )}
    </Stack>
  );
}
