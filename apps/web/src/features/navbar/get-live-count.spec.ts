import { describe, expect, it } from 'vitest';
import { getLiveCount } from './get-live-count.js';

const live = (matches: string[]) => ({
  __id: 'special:live-matches',
  id: 'special:live-matches',
  matches,
});
const streams = (count: number) => ({
  __id: 'special:player-streams',
  id: 'special:player-streams',
  streams: Array.from({ length: count }, () => ({})),
});

describe('getLiveCount (public-site §2 Streams label)', () => {
  it('adds live matches and community streams', () => {
    expect(getLiveCount(live(['a', 'b']), streams(3))).toBe(5);
  });

  it('counts only matches when the streams record is absent or loading', () => {
    expect(getLiveCount(live(['a']), { __id: 'special:player-streams', __missing: true })).toBe(1);
    expect(getLiveCount(live(['a']), { __id: 'special:player-streams', __loading: true })).toBe(1);
    expect(getLiveCount(live(['a']), undefined)).toBe(1);
  });

  it('is 0 while loading', () => {
    expect(getLiveCount({ __id: 'special:live-matches', __loading: true }, undefined)).toBe(0);
  });
});
