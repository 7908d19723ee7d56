import { describe, expect, it } from 'vitest';
import { readEventSettings } from './read-event-settings.js';

describe('readEventSettings (public-site §3 blocks)', () => {
  it.each([null, '', '{', '[]', '"text"', '12'])('reads %j as no settings', (blocks) => {
    expect(readEventSettings(blocks)).toEqual({
      foldy: false,
      draft: false,
      auctionPublic: false,
      extendedStaffPage: false,
      standings: [],
    });
  });

  it('reads the flags and the standings list', () => {
    const blocks = JSON.stringify({
      foldy: { use: true },
      draft: { use: false },
      auction: { public: true },
      extendedStaffPage: true,
      standings: [{ key: 'groups', title: 'Groups' }],
    });
    expect(readEventSettings(blocks)).toEqual({
      foldy: true,
      draft: false,
      auctionPublic: true,
      extendedStaffPage: true,
      standings: [{ key: 'groups', title: 'Groups' }],
    });
  });
});
