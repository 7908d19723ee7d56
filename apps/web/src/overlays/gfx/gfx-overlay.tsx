import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { FullFrameMedia } from '../background/background-overlay.js';
import { toBackgroundMedia, type BackgroundAttachment } from '../background/pick-background.js';
import { FullFrameIframe } from '../iframe/iframe-overlay.js';
import { parseIframeUrl } from '../iframe/parse-iframe-url.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { ThemedPanel } from '../shell/themed-panel.js';

/** A GFX item (broadcast §3 "GFX item", OVERLAYS §1 gfx/:index). */
interface GfxItem {
  readonly name?: string | null;
  readonly type?: string | null;
  readonly title?: string | null;
  readonly image?: readonly string[] | null;
  readonly url?: string | null;
  readonly data?: string | null;
}

function GfxImage({ attachmentId }: { readonly attachmentId: string | null }) {
  const attachment = useThing<BackgroundAttachment>(attachmentId);
  if (!isThingReady(attachment)) return null;
  const media = toBackgroundMedia(attachment, (a) => getImageUrl(a));
  return media ? <FullFrameMedia media={media} /> : null;
}

/**
 * gfx/{index} (OVERLAYS §1; /client/{key}/gfx/{index} opened from the dashboard): the GFX item at that 1-based
 * index of the active broadcast's gfx list, re-pointing when update-gfx-index reorders it. Image and Iframe items
 * fill the frame; Text shows its title and text on the theme; the others show their title with a notice until
 * their overlay (schedule, bracket, standings, …) is built.
 */
export function GfxOverlay({ index }: OverlayComponentProps) {
  const { broadcast, colors } = useOverlay();
  const position = index ?? 1;
  const entry = useThing<GfxItem>(broadcast.gfx?.[position - 1] ?? null);
  if (!broadcast.gfx?.[position - 1]) {
    return <OverlayNotice>{OVERLAY_TEXT.gfxNone(position)}</OverlayNotice>;
  }
  if (!isThingReady(entry)) return null;
  const type = entry.type ?? '';
  const heading = entry.title ?? entry.name ?? '';
  if (type === 'Image') return <GfxImage attachmentId={entry.image?.[0] ?? null} />;
  if (type === 'Iframe') {
    const url = parseIframeUrl(entry.url);
    return url ? (
      <FullFrameIframe url={url} title={OVERLAY_TEXT.gfxFrameTitle(heading)} />
    ) : (
      <OverlayNotice>{OVERLAY_TEXT.iframeNoUrl}</OverlayNotice>
    );
  }
  return (
    <div
      data-testid="gfx-overlay"
      data-gfx-type={type}
      style={{ position: 'absolute', left: 96, right: 96, top: 96, display: 'flex' }}
    >
      <ThemedPanel colors={colors}>
        <div data-testid="gfx-title" style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>
          {heading}
        </div>
        {type === 'Text' ? (
          <div style={{ fontSize: 32, whiteSpace: 'pre-wrap' }}>{entry.data ?? ''}</div>
        ) : (
          <div style={{ fontSize: 24, opacity: 0.9 }}>{OVERLAY_TEXT.gfxTypeNotBuilt(type)}</div>
        )}
      </ThemedPanel>
    </div>
  );
}
