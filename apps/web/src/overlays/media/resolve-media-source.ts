/** A news item as the media overlay reads it (public-site §3 "News": video_url, media attachments). */
export interface MediaNews {
  readonly video_url?: string | null;
  readonly media?: readonly string[] | null;
}

/** An attachment of the news item's media. */
export interface MediaAttachment {
  readonly id: string;
  readonly mime_type?: string | null;
  readonly fileExtension?: string | null;
  readonly custom_url?: string | null;
}

/** What the media overlay plays: a video file in a <video> element, or a video site's player in an iframe. */
export type MediaSource =
  | { readonly kind: 'video'; readonly url: string }
  | { readonly kind: 'embed'; readonly url: string; readonly site: 'youtube' | 'twitch' | 'vimeo' };

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function parseHttpUrl(value: string | null | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts' || first === 'live'
          ? (second ?? null)
          : null;
  }
  return id && ID.test(id) ? id : null;
}

/**
 * The player for a video address (news video_url): a YouTube, Twitch (video or clip) or Vimeo page becomes that
 * site's embedded player, autoplaying (muted unless `withSound`, for browsers that block autoplay with sound; OBS
 * allows it); an http(s) video file plays as it is. Anything else: null. `parentHost` is the page's host (Twitch
 * embeds require it).
 */
export function toVideoSource(
  value: string | null | undefined,
  withSound: boolean,
  parentHost: string,
): MediaSource | null {
  const url = parseHttpUrl(value);
  if (!url || url.username || url.password) return null;
  const mute = withSound ? '0' : '1';
  const yt = youtubeId(url);
  if (yt) {
    const query = new URLSearchParams({
      autoplay: '1',
      mute,
      controls: '0',
      rel: '0',
      playsinline: '1',
      modestbranding: '1',
    });
    return {
      kind: 'embed',
      site: 'youtube',
      url: `https://www.youtube-nocookie.com/embed/${yt}?${query}`,
    };
  }
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'twitch.tv' || host === 'clips.twitch.tv' || host === 'm.twitch.tv') {
    const common = { parent: parentHost, autoplay: 'true', muted: withSound ? 'false' : 'true' };
    if (host === 'clips.twitch.tv' && parts[0] && ID.test(parts[0])) {
      const query = new URLSearchParams({ clip: parts[0], ...common });
      return { kind: 'embed', site: 'twitch', url: `https://clips.twitch.tv/embed?${query}` };
    }
    if (parts[0] === 'videos' && parts[1] && /^\d+$/.test(parts[1])) {
      const query = new URLSearchParams({ video: parts[1], ...common });
      return { kind: 'embed', site: 'twitch', url: `https://player.twitch.tv/?${query}` };
    }
    if (parts[1] === 'clip' && parts[2] && ID.test(parts[2])) {
      const query = new URLSearchParams({ clip: parts[2], ...common });
      return { kind: 'embed', site: 'twitch', url: `https://clips.twitch.tv/embed?${query}` };
    }
    return null;
  }
  if (host === 'vimeo.com' && parts[0] && /^\d+$/.test(parts[0])) {
    const query = new URLSearchParams({ autoplay: '1', muted: mute, controls: '0' });
    return {
      kind: 'embed',
      site: 'vimeo',
      url: `https://player.vimeo.com/video/${parts[0]}?${query}`,
    };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'video', url: url.href };
  return null;
}

/** The first video attachment of the news item's media (by its MIME type), as a file URL; null without one. */
export function pickVideoAttachment(
  attachments: readonly (MediaAttachment | null)[],
  fileUrl: (attachment: { id: string; fileExtension: string }) => string,
): MediaSource | null {
  for (const attachment of attachments) {
    if (!attachment || !(attachment.mime_type ?? '').toLowerCase().startsWith('video/')) continue;
    const custom = parseHttpUrl(attachment.custom_url);
    return {
      kind: 'video',
      url: custom
        ? custom.href
        : fileUrl({ id: attachment.id, fileExtension: attachment.fileExtension ?? '' }),
    };
  }
  return null;
}

/**
 * What the media overlay plays for the highlighted news item (OVERLAYS §1 media "Video player for a news item"):
 * its video_url when that is playable, else the first video among its media attachments; null when neither.
 */
export function resolveMediaSource(
  news: MediaNews,
  attachments: readonly (MediaAttachment | null)[],
  options: {
    readonly withSound: boolean;
    readonly parentHost: string;
    readonly fileUrl: (attachment: { id: string; fileExtension: string }) => string;
  },
): MediaSource | null {
  return (
    toVideoSource(news.video_url, options.withSound, options.parentHost) ??
    pickVideoAttachment(attachments, options.fileUrl)
  );
}
