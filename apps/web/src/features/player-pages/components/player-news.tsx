import { Stack } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { PageTitle } from '../../../ui/page-title.js';
import { NewsCard } from '../../entity-pages/components/news-card.js';
import { EmptyText } from '../../entity-pages/components/section.js';
import { usePlayerPage } from '../player-page-types.js';

/** A player's news (public-site §2 player 'news'): the articles about them. */
export function PlayerNews() {
  const { player } = usePlayerPage();
  const news = player.news ?? [];
  return (
    <Stack gap="sm" data-testid="player-news">
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.news, player.name ?? '')} />
      {news.length === 0 ? (
        <EmptyText>{PAGES_TEXT.playerNoNews}</EmptyText>
      ) : (
        news.map((id) => <NewsCard key={id} newsId={id} />)
      )}
    </Stack>
  );
}
