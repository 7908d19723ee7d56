/** Services a stream link can belong to (public-site §3 "Stream link"). */
export const STREAM_SERVICES = [
  'youtube',
  'twitch',
  'twitch-live',
  'twitch-clip',
  'pdf',
  'unknown-video',
  'unknown',
] as const;
export type StreamService = (typeof STREAM_SERVICES)[number];

/** Icon names (Font Awesome naming) per service. */
export const STREAM_SERVICE_ICONS: Readonly<Record<StreamService, string>> = {
  youtube: 'youtube',
  twitch: 'twitch',
  'twitch-live': 'twitch',
  'twitch-clip': 'twitch',
  pdf: 'file-pdf',
  'unknown-video': 'film',
  unknown: 'link',
};

/** A parsed stream or VOD link (public-site §3): service, key, timestamp, thumbnail, display text, icon. */
export interface StreamLink {
  /** The link as read (with 'https://' added when it had no scheme). */
  readonly url: string;
  readonly service: StreamService;
  /** YouTube video id, Twitch VOD id, clip slug or channel name; null when the link has none. */
  readonly key: string | null;
  /** Start offset in seconds, from t= or start= (seconds or 1h2m3s form); null when absent. */
  readonly timestamp: number | null;
  /** Preview image URL; null when the service has no static one. */
  readonly thumbnail: string | null;
  /** Short text for the link: the key, else the file name (pdf, video), else host and path. */
  readonly text: string;
  /** Icon name from STREAM_SERVICE_ICONS. */
  readonly icon: string;
}
