import type { StreamLink } from '@castline/domain';

/** How a parsed VOD or stream link is shown on the page. */
export type VodEmbed =
  | { readonly kind: 'iframe'; readonly src: string; readonly provider: 'youtube' | 'twitch' }
  | { readonly kind: 'pdf'; readonly src: string }
  | { readonly kind: 'video'; readonly src: string }
  | { readonly kind: 'link'; readonly href: string };

/** Seconds as Twitch's 1h2m3s form. */
function toTwitchTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}h${m}m${s}s`;
}

/**
 * The embed of a parsed VOD link (public-site §7 "Video players and a document viewer are embedded by URL"):
 * YouTube videos in the privacy-enhanced YouTube player (from the timestamp), Twitch VODs, channels and clips
 * in Twitch's player (Twitch needs the page's host as `parent`), pdf documents in the browser's document
 * viewer, .mp4 / .webm files in a video element; anything else (or a link without a key) as a plain link.
 */
export function getVodEmbed(link: StreamLink, parentHost: string): VodEmbed {
  const parent = encodeURIComponent(parentHost || 'localhost');
  switch (link.service) {
    case 'youtube': {
      if (!link.key) return { kind: 'link', href: link.url };
      const start = link.timestamp ? `?start=${link.timestamp}` : '';
      return {
        kind: 'iframe',
        provider: 'youtube',
        src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(link.key)}${start}`,
      };
    }
    case 'twitch': {
      if (!link.key) return { kind: 'link', href: link.url };
      const time = link.timestamp ? `&time=${toTwitchTime(link.timestamp)}` : '';
      return {
        kind: 'iframe',
        provider: 'twitch',
        src: `https://player.twitch.tv/?video=v${encodeURIComponent(link.key)}&parent=${parent}&autoplay=false${time}`,
      };
    }
    case 'twitch-live':
      if (!link.key) return { kind: 'link', href: link.url };
      return {
        kind: 'iframe',
        provider: 'twitch',
        src: `https://player.twitch.tv/?channel=${encodeURIComponent(link.key)}&parent=${parent}&autoplay=false`,
      };
    case 'twitch-clip':
      if (!link.key) return { kind: 'link', href: link.url };
      return {
        kind: 'iframe',
        provider: 'twitch',
        src: `https://clips.twitch.tv/embed?clip=${encodeURIComponent(link.key)}&parent=${parent}&autoplay=false`,
      };
    case 'pdf':
      return { kind: 'pdf', src: link.url };
    case 'unknown-video':
      return { kind: 'video', src: link.url };
    case 'unknown':
      return { kind: 'link', href: link.url };
  }
}
