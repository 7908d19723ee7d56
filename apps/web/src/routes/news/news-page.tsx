import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { EventRecord, NewsRecord, ThemeRecord } from '@castline/contracts';
import { parseStreamLink } from '@castline/domain';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { useDateFormatter } from '../../lib/settings/settings-context.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../lib/things/thing-types.js';
import { getLogoColors, getThemeColors } from '../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../lib/theme/theme-logo.js';
import { PageTitle } from '../../ui/page-title.js';
import { ThingImage } from '../../ui/thing-image.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { EntityHeader } from '../../features/entity-pages/components/entity-header.js';
import { EventTile } from '../../features/entity-pages/components/event-tile.js';
import { RoutePageLoader } from '../../features/entity-pages/components/page-loader.js';
import { PersonCard } from '../../features/entity-pages/components/person-card.js';
import { Section } from '../../features/entity-pages/components/section.js';
import { TeamTile } from '../../features/entity-pages/components/team-tile.js';
import { isOtherKind } from '../../features/entity-pages/is-other-kind.js';
import classes from '../../features/entity-pages/components/entity-pages.module.css';
import { VodPlayer } from '../../features/vod/components/vod-player.js';

type NewsPageRecord = WithLinks<
  NewsRecord,
  { events: Loadable<WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>>[] }
>;

/** Tiles: one column on phones, two on tablets, three on desktops. */
const TILE_COLS = { base: 1, sm: 2, lg: 3 } as const;

/**
 * A news article (public-site §2 /news/:slug; RULES (k) news-{slug}): in its event's colours, the title, release
 * date and summary, its video (embedded), the text, its media, and the events, teams and players it is about.
 */
export function NewsPage() {
  const { slug } = useParams();
  const news = useHydrated<NewsPageRecord>(slug ? DERIVED.news(slug) : null, {
    events: { theme: true },
  });
  const { format } = useDateFormatter();
  if (isThingMissing(news) || isOtherKind(news, 'news'))
    return <NotFoundPage text={PAGES_TEXT.notFoundNews} />;
  if (!isThingReady(news)) return <RoutePageLoader />;
  const event = readyThings(news.events ?? [])[0] ?? null;
  const theme = event ? (readyThings(event.theme ?? [])[0] ?? null) : null;
  const video = news.video_url ? parseStreamLink(news.video_url) : null;
  const title = news.name?.trim() || CLIENT_TEXT.titleNews;
  const eventIds = (news.events ?? []).map((e) => e.__id);
  const teams = news.teams ?? [];
  const players = news.players ?? [];
  const media = news.media ?? [];
  return (
    <Stack gap="lg" data-testid="news-page">
      <PageTitle title={title} />
      <EntityHeader
        colors={getThemeColors(theme)}
        logoColors={getLogoColors(theme)}
        logoId={theme ? getThemeLogoId(theme, 'default') : undefined}
        overline={event?.name ?? CLIENT_TEXT.titleNews}
        title={title}
        subtitle={news.released ? PAGES_TEXT.newsReleased(format(news.released)) : undefined}
        data-testid="news-header"
      />
      <Section title={news.summary?.trim() || title} testId="news-body">
        <Text className={classes.prose} data-testid="news-content">
          {news.content}
        </Text>
      </Section>
      {video && (
        <Section title={PAGES_TEXT.newsVideo} testId="news-video">
          <VodPlayer link={video} title={`${PAGES_TEXT.newsVideo}: ${title}`} />
        </Section>
      )}
      {media.length > 0 && (
        <Section title={PAGES_TEXT.newsMedia} testId="news-media">
          <SimpleGrid cols={TILE_COLS} spacing="sm">
            {media.map((id) => (
              <ThingImage
                key={id}
                attachmentId={id}
                size="w-640"
                alt=""
                fit="cover"
                style={{ aspectRatio: '16 / 9', borderRadius: 12 }}
              />
            ))}
          </SimpleGrid>
        </Section>
      )}
      {eventIds.length + teams.length + players.length > 0 && (
        <Section title={PAGES_TEXT.newsRelated} testId="news-related">
          <SimpleGrid cols={TILE_COLS} spacing="sm">
            {eventIds.map((id) => (
              <EventTile key={id} eventId={id} />
            ))}
            {teams.map((id) => (
              <TeamTile key={id} teamId={id} />
            ))}
            {players.map((id) => (
              <PersonCard key={id} playerId={id} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}
