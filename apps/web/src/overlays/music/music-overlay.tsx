import { useMemo } from 'react';
import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { linkIds } from '../broadcasts/link-ids.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { MusicPlayer } from './music-player.js';
import { parseMusicOptions } from './parse-music-options.js';
import { pickTrackGroup, type MusicTrackGroup } from './pick-track-group.js';
import { readTracks } from './read-tracks.js';

/**
 * music (OVERLAYS §1 "Background music player (history of 5)"): the tracks of one of the broadcast's
 * track_group_roles (option `group` by name or id, else `role`, else the first group with tracks), played on two
 * crossfading decks at `volume` (default 0.2) with `crossfade` / `fade` seconds between tracks (default 10), never
 * one of the last five again while others are left; `loop` keeps it going, else each track plays once. Triggers
 * skip_song (hard cut to the next), fade_skip_song (crossfade to the next), fade_stop_song (fade out and stop;
 * a skip starts it again). `showTitle` / `text` shows the now-playing title.
 */
export function MusicOverlay(_props: OverlayComponentProps) {
  const { broadcast, options, colors } = useOverlay();
  const musicOptions = useMemo(() => parseMusicOptions(options.params), [options.params]);
  const groups = useThings<MusicTrackGroup>(linkIds(broadcast['track_group_roles']));
  const loading = groups.some((g) => isThingLoading(g));
  const group = loading
    ? null
    : pickTrackGroup(
        groups.filter(isThingReady),
        musicOptions,
        (g) => readTracks(g.tracks).length > 0,
      );
  const tracksText = group?.tracks ?? null;
  const tracks = useMemo(() => readTracks(tracksText), [tracksText]);
  if (loading) return <div data-testid="music-overlay" data-state="loading" />;
  if (tracks.length === 0) return <div data-testid="music-overlay" data-state="none" />;
  return (
    <MusicPlayer
      groupId={group?.id ?? ''}
      tracks={tracks}
      options={musicOptions}
      colors={colors}
      animate={!options.noAnimate}
    />
  );
}
