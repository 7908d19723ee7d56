import helmet from 'helmet';
import type { Middleware } from '../http/http-types.js';

export interface SecurityHeadersInput {
  /** The public URL users open; https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** Browser-facing realtime origins the web app's socket connects to (REALTIME_PUBLIC_URLS). */
  realtimeOrigins: readonly string[];
  /** Extra connect-src sources (CSP_CONNECT_SRC). */
  extraConnectSources: readonly string[];
}

/** An http(s) origin and the ws(s) origin a socket to it uses. */
function withSocketScheme(origin: string): string[] {
  if (origin.startsWith('https://')) return [origin, `wss://${origin.slice('https://'.length)}`];
  if (origin.startsWith('http://')) return [origin, `ws://${origin.slice('http://'.length)}`];
  return [origin];
}

/**
 * The Content-Security-Policy of every gateway answer. What it allows, and for whom:
 * scripts only from the site itself (the Vite build has no inline script); styles also inline (Mantine's CSS
 * variables, style props and an event's broadcast_css in overlays) and from https (fonts an event's CSS imports);
 * images, media and fonts from https and data/blob (custom_url redirects, stream thumbnails, VOD files); frames
 * from https (YouTube/Twitch players, the document viewer); sockets and fetches to the site and its realtime
 * origins; framed only by the site itself (the dashboard's overlay previews; OBS browser sources load overlays
 * top-level). Discord login is a top-level navigation, which CSP does not restrict.
 */
export function buildCspDirectives(input: SecurityHeadersInput): Record<string, string[]> {
  const connect = new Set(["'self'"]);
  for (const origin of [...input.realtimeOrigins, ...input.extraConnectSources]) {
    for (const source of withSocketScheme(origin)) connect.add(source);
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': [...connect],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  if (input.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, frame and referrer policies,
 * Cross-Origin-Opener/Resource-Policy, no X-Powered-By; HSTS only when the site is served over https.
 * The referrer policy keeps the origin for cross-origin requests (YouTube embeds refuse to play without it).
 */
export function createSecurityHeaders(input: SecurityHeadersInput): Middleware {
  const isHttps = input.publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(input) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
}
