/** User-facing strings of the music overlay (OVERLAYS §1 music; † new copy). */
export const MUSIC_TEXT = {
  /** Label above the now-playing title†. */
  nowPlaying: 'Now playing',
  /** "{title} · {artist}"† when the track has an artist. */
  titleLine: (title: string, artist: string | null) =>
    artist ? `${title} \u00b7 ${artist}` : title,
} as const;
