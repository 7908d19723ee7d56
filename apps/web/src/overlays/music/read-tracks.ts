/** A playable track of a track group (contracts TrackGroupTrack). */
export interface MusicTrack {
  readonly title: string;
  readonly artist: string | null;
  readonly url: string;
}

const isPlayableUrl = (url: string): boolean =>
  /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A track group's `tracks` (JSON text: [{ title, artist, url }], or one track a line as "title | artist | url")
 * as playable tracks: only http(s) or same-site ("/…") addresses; a track without a title is named by its file.
 * Unreadable text answers none.
 */
export function readTracks(value: unknown): MusicTrack[] {
  const raw = str(value);
  if (!raw) return [];
  let entries: unknown[];
  if (raw.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      entries = Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  } else {
    entries = raw.split('\n').map((line) => {
      const parts = line.split('|').map((part) => part.trim());
      const url = parts[parts.length - 1];
      return {
        title: parts.length > 1 ? parts[0] : null,
        artist: parts.length > 2 ? parts[1] : null,
        url,
      };
    });
  }
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const url = str(record['url']);
    if (!url || !isPlayableUrl(url)) return [];
    const file = decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '') || url;
    return [{ title: str(record['title']) ?? file, artist: str(record['artist']), url }];
  });
}
