import { existsSync } from 'node:fs';
import path from 'node:path';
import { TrackGroupTrackSchema } from '@castline/contracts';
import { createRandom } from '../random/create-random.js';
import { createRecordStore } from '../records/create-record-store.js';
import { findLinkProblems } from '../check/find-link-problems.js';
import { addTrackGroups } from './add-track-groups.js';
import type { SeasonContext } from './season-context.js';

const publicDir = path.resolve(__dirname, '../../../../apps/web/public');

describe('addTrackGroups (OVERLAYS music)', () => {
  const store = createRecordStore(createRandom(3));
  const broadcast = store.create('broadcast', { key: 'main' });
  const groups = addTrackGroups({ store } as unknown as SeasonContext, broadcast);

  it('links two groups to the broadcast, both sides, with no link problems', () => {
    expect(groups.map((g) => g.role)).toEqual(['break', 'pre-show']);
    expect(broadcast.track_group_roles).toEqual(groups.map((g) => g.id));
    for (const group of groups) expect(group.broadcasts).toEqual([broadcast.id]);
    expect(findLinkProblems(store.all())).toEqual([]);
  });

  it('gives each group three tracks whose files the web app serves', () => {
    for (const group of groups) {
      const tracks = TrackGroupTrackSchema.array().parse(JSON.parse(group.tracks ?? '[]'));
      expect(tracks).toHaveLength(3);
      for (const track of tracks) expect(existsSync(path.join(publicDir, track.url))).toBe(true);
    }
  });
});
