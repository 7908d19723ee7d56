import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FakeSocket } from '../test/fake-socket.js';
import { createFakeFetch } from '../test/fake-fetch.js';
import { ThingStore } from '../lib/things/thing-store.js';
import { ThingStoreContext } from '../lib/things/thing-context.js';
import { ThingImage } from './thing-image.js';

const LOGO = 'recLOGOAAAAAAAAAA';

function renderImage(records: Record<string, Record<string, unknown>>) {
  const store = new ThingStore({
    socket: new FakeSocket(),
    fetch: createFakeFetch(records).fetch,
    logger: { error: vi.fn() },
  });
  return render(
    <ThingStoreContext.Provider value={store}>
      <ThingImage attachmentId={LOGO} size="h-50" alt="Team logo" />
    </ThingStoreContext.Provider>,
  );
}

describe('ThingImage (public-site §7 images, §9 fallback colour)', () => {
  it('shows the #333 fallback until the attachment arrives, then loads /image.{ext}', async () => {
    const { container } = renderImage({ [LOGO]: { id: LOGO, fileExtension: 'png' } });
    const box = container.firstElementChild as HTMLElement;
    expect(box.dataset.imageState).toBe('fallback');
    expect(box.style.backgroundColor).toBe('rgb(51, 51, 51)');
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    const image = screen.getByAltText('Team logo');
    expect(image.getAttribute('src')).toBe('/image.png?id=recLOGOAAAAAAAAAA&size=h-50');
    expect(box.dataset.imageState).toBe('loading');
    fireEvent.load(image);
    expect(box.dataset.imageState).toBe('loaded');
    expect(box.style.backgroundColor).toBe('transparent');
  });

  it('falls back to #333 when the image fails or the attachment is unknown', async () => {
    const { container } = renderImage({ [LOGO]: { id: LOGO, fileExtension: 'png' } });
    fireEvent.error(await screen.findByAltText('Team logo'));
    const box = container.firstElementChild as HTMLElement;
    expect(box.dataset.imageState).toBe('fallback');
    expect(box.style.backgroundColor).toBe('rgb(51, 51, 51)');

    const unknown = renderImage({});
    await waitFor(() => expect(unknown.container.querySelector('img')).toBeNull());
    expect((unknown.container.firstElementChild as HTMLElement).dataset.imageState).toBe(
      'fallback',
    );
  });
});
