import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { useOverlay } from '../shell/overlay-context.js';
import { parseIframeUrl } from './parse-iframe-url.js';

/** The embedded page, full frame (shared by the iframe overlay and Iframe GFX items). */
export function FullFrameIframe({ url, title }: { readonly url: string; readonly title: string }) {
  return (
    <iframe
      data-testid="overlay-iframe"
      src={url}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      referrerPolicy="no-referrer"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
    />
  );
}

/** iframe (OVERLAYS §1): embeds the page of the `url` option (http(s) only), full frame. */
export function IframeOverlay() {
  const { options } = useOverlay();
  const url = parseIframeUrl(options.params.get('url'));
  if (!url) return <OverlayNotice>{OVERLAY_TEXT.iframeNoUrl}</OverlayNotice>;
  return <FullFrameIframe url={url} title={OVERLAY_TEXT.iframeTitle} />;
}
