import { parseStreamTimestamp } from './parse-stream-timestamp.js';
import { STREAM_SERVICE_ICONS, type StreamLink, type StreamService } from './stream-link.js';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;
const YOUTUBE_PATH_KINDS = new Set(['embed', 'live', 'shorts', 'v', 'e']);
const TWITCH_NAME = /^[A-Za-z0-9_]{1,25}$/;
const TWITCH_CLIP = /^[A-Za-z0-9_-]+$/;
const VIDEO_ENDINGS = ['.mp4', '.webm'];

function readUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url : null;
  } catch {
    return null;
  }
}

function isHost(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** Query and hash parameters (Twitch and YouTube both put t= in either place). */
function readParam(url: URL, names: readonly string[]): string | null {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const name of names) {
    const value = url.searchParams.get(name) ?? hash.get(name);
    if (value !== null && value !== '') return value;
  }
  return null;
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function readYoutubeKey(url: URL): string | null {
  const [first, second] = pathSegments(url);
  const candidate = isHost(url.hostname, 'youtu.be')
    ? first
    : (url.searchParams.get('v') ?? (first && YOUTUBE_PATH_KINDS.has(first) ? second : undefined));
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function readTwitch(url: URL): { service: StreamService; key: string | null } {
  const segments = pathSegments(url);
  const [first, second, third] = segments;
  if (isHost(url.hostname, 'clips.twitch.tv')) {
    const slug = first === 'embed' ? url.searchParams.get('clip') : first;
    return { service: 'twitch-clip', key: slug && TWITCH_CLIP.test(slug) ? slug : null };
  }
  if (isHost(url.hostname, 'player.twitch.tv')) {
    const video = url.searchParams.get('video');
    if (video) return { service: 'twitch', key: video.replace(/^v/, '') };
    const channel = url.searchParams.get('channel');
    return { service: 'twitch-live', key: channel ? channel.toLowerCase() : null };
  }
  if (first === 'videos' && second && /^\d+$/.test(second)) {
    return { service: 'twitch', key: second };
  }
  if ((second === 'clip' || second === 'clips') && third && TWITCH_CLIP.test(third)) {
    return { service: 'twitch-clip', key: third };
  }
  if (second === 'v' && third && /^\d+$/.test(third)) {
    return { service: 'twitch', key: third };
  }
  return {
    service: 'twitch-live',
    key: first && TWITCH_NAME.test(first) ? first.toLowerCase() : null,
  };
}

function readFileName(url: URL): string {
  const last = pathSegments(url).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function describeLocation(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}`;
}

/**
 * Parses a stream / VOD link (public-site §3 "Stream link", §5): recognised by host — youtube.com / youtu.be →
 * youtube; twitch.tv videos → twitch, clips (clips.twitch.tv or /{channel}/clip/{slug}) → twitch-clip, a channel →
 * twitch-live — or by the path ending .pdf → pdf, .mp4 / .webm → unknown-video, else unknown. Null when the text is
 * not a link at all.
 */
export function parseStreamLink(input: string): StreamLink | null {
  const url = readUrl(input);
  if (!url) return null;
  const hostname = url.hostname.toLowerCase();
  const timestamp = parseStreamTimestamp(readParam(url, ['t', 'start']));
  const path = url.pathname.toLowerCase();

  let service: StreamService;
  let key: string | null = null;
  let thumbnail: string | null = null;
  if (
    isHost(hostname, 'youtube.com') ||
    isHost(hostname, 'youtu.be') ||
    isHost(hostname, 'youtube-nocookie.com')
  ) {
    service = 'youtube';
    key = readYoutubeKey(url);
    thumbnail = key ? `https://i.ytimg.com/vi/${key}/hqdefault.jpg` : null;
  } else if (isHost(hostname, 'twitch.tv')) {
    ({ service, key } = readTwitch(url));
    thumbnail =
      service === 'twitch-live' && key
        ? `https://static-cdn.jtvnw.net/previews-ttv/live_user_${key}-640x360.jpg`
        : null;
  } else if (path.endsWith('.pdf')) {
    service = 'pdf';
  } else if (VIDEO_ENDINGS.some((ending) => path.endsWith(ending))) {
    service = 'unknown-video';
  } else {
    service = 'unknown';
  }

  const text =
    key ??
    (service === 'pdf' || service === 'unknown-video' ? readFileName(url) : describeLocation(url));
  return {
    url: url.href,
    service,
    key,
    timestamp,
    thumbnail,
    text,
    icon: STREAM_SERVICE_ICONS[service],
  };
}
