import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';

// Lazy route chunks and chained record loads take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });
import { byId, event, EVENT_SPRING } from '../../test/fixtures.js';

describe('/news/:slug (public-site §2; RULES (k) news-{slug})', () => {
  const records = byId(
    {
      id: 'news-week-2-recap',
      __kind: 'news',
      name: 'Week 2 Recap',
      slug: 'week-2-recap',
      summary: 'Upsets and overtime.',
      content: 'Line one.\nLine two.',
      released: '2026-11-10T12:00:00.000Z',
      events: [EVENT_SPRING],
      teams: [],
      players: [],
      media: [],
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    } as { id: string },
    event(EVENT_SPRING, 'Spring Cup'),
  );

  it('reads the record news-{slug} and shows the article with its video', async () => {
    renderApp('/news/week-2-recap', { records });
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 2 Recap' })).toBeTruthy();
    expect(document.title).toBe('Week 2 Recap | Castline');
    expect(screen.getByTestId('news-content').textContent).toBe('Line one.\nLine two.');
    expect(screen.getByTestId('vod-player').getAttribute('data-service')).toBe('youtube');
    await waitFor(() =>
      expect(screen.getByTestId('event-tile').textContent).toContain('Spring Cup'),
    );
  });

  it('shows Not Found for an unknown slug', async () => {
    renderApp('/news/nothing-here', { records });
    expect(await screen.findByText("We couldn't find that article.")).toBeTruthy();
  });
});
