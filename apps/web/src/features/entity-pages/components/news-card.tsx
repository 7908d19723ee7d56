import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { NewsRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../../lib/things/thing-types.js';
import classes from './entity-pages.module.css';

/** A news item in a list: title, summary and release date; links to /news/{slug}. */
export function NewsCard({ newsId }: { readonly newsId: string }) {
  const news = useThing<NewsRecord>(newsId);
  const { format } = useDateFormatter();
  if (isThingMissing(news)) return null;
  if (!isThingReady(news)) return <Skeleton height={72} radius="md" />;
  return (
    <Link
      to={`/news/${encodeURIComponent(news.slug)}`}
      className={classes.tile}
      style={{ padding: '12px 16px' }}
      data-testid="news-card"
    >
      <span className={classes.personText}>
        <Text fw={800}>{news.name}</Text>
        {news.summary && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {news.summary}
          </Text>
        )}
        {news.released && (
          <Text size="xs" c="dimmed" mt={4}>
            {PAGES_TEXT.newsReleased(format(news.released))}
          </Text>
        )}
      </span>
    </Link>
  );
}
