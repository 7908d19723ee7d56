import { StandingsEntrySchema } from '@castline/domain';
import { createEventBlocks } from './create-event-blocks.js';

describe('createEventBlocks', () => {
  it('spells out every switch with defaults and one standings entry per group', () => {
    const blocks = JSON.parse(
      createEventBlocks({ score: { use: true }, standingsGroups: ['Group A', 'Regular Season'] }),
    ) as Record<string, unknown>;
    expect(blocks).toEqual({
      reporting: {
        score: {
          use: true,
          opponentApprove: true,
          staffApprove: false,
          allowForfeits: false,
          showHeroPicks: true,
          showHeroBans: true,
          showMapBans: true,
        },
        rescheduling: { use: false, opponentApprove: true, staffApprove: false },
      },
      standings: [
        expect.objectContaining({ key: 'group-a', title: 'Group A', group: 'Group A' }),
        expect.objectContaining({ key: 'regular-season', group: 'Regular Season' }),
      ],
      foldy: { use: false },
      draft: { use: false },
      auction: { public: false },
      extendedStaffPage: false,
    });
    for (const entry of blocks.standings as unknown[])
      expect(StandingsEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('adds logging channels only when given', () => {
    const blocks = JSON.parse(createEventBlocks({ logging: { matchTimeChanges: '1' } })) as Record<
      string,
      unknown
    >;
    expect(blocks.logging).toEqual({ matchTimeChanges: '1' });
  });
});
