import type { BroadcastRecord, TrackGroupRecord, TrackGroupTrack } from '@castline/contracts';
import type { SeasonContext } from './season-context.js';

/** Where the web app serves the demo's music (apps/web/public/demo/music: short generated tone loops, no internet). */
export const DEMO_MUSIC_PATH = '/demo/music';

/** The demo's track groups (fictional titles and artists): name, role, and the file stem of each track. */
export const DEMO_TRACK_GROUPS = [
  {
    name: 'Break beats',
    role: 'break',
    tracks: [
      ['Lobby Drift', 'Castline Sound', 'break-1'],
      ['Half-Time Glow', 'Castline Sound', 'break-2'],
      ['Respawn Lounge', 'Castline Sound', 'break-3'],
    ],
  },
  {
    name: 'Pre-show',
    role: 'pre-show',
    tracks: [
      ['Doors Open', 'Castline Sound', 'pre-show-1'],
      ['Warm-up Lap', 'Castline Sound', 'pre-show-2'],
      ['Countdown Pulse', 'Castline Sound', 'pre-show-3'],
    ],
  },
] as const;

/**
 * Two track groups (OVERLAYS music) on the broadcast's track_group_roles, both sides linked: "Break beats" (role
 * break) and "Pre-show" (role pre-show), three tracks each, pointing at the WAV files the web app serves.
 */
export function addTrackGroups(ctx: SeasonContext, broadcast: BroadcastRecord): TrackGroupRecord[] {
  return DEMO_TRACK_GROUPS.map(({ name, role, tracks }) => {
    const list: TrackGroupTrack[] = tracks.map(([title, artist, file]) => ({
      title,
      artist,
      url: `${DEMO_MUSIC_PATH}/${file}.wav`,
    }));
    const group = ctx.store.create('track_group', { name, role, tracks: JSON.stringify(list) });
    ctx.store.link(broadcast, 'track_group_roles', group, 'broadcasts');
    return group;
  });
}
