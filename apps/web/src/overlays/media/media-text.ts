/** User-facing strings of the media overlay (OVERLAYS §1 media; † new copy). */
export const MEDIA_TEXT = {
  /** Accessible title of an embedded video player†. */
  playerTitle: (name: string | null) => (name ? `Video: ${name}` : 'Video'),
} as const;
