import { describe, expect, it } from 'vitest';
import { listStandingsEntries } from './list-standings-entries.js';

describe('listStandingsEntries (RULES (h) blocks.standings)', () => {
  it('names each table by title, else group, else key, skipping entries without a key and repeats', () => {
    expect(
      listStandingsEntries([
        { key: 'group-a', title: 'Group A', group: 'Group A' },
        { key: 'league', group: 'League' },
        { key: 'swiss' },
        { key: 'group-a', title: 'Again' },
        { title: 'No key' },
        { key: '   ' },
        'text',
        null,
      ]),
    ).toEqual([
      { key: 'group-a', title: 'Group A' },
      { key: 'league', title: 'League' },
      { key: 'swiss', title: 'swiss' },
    ]);
  });
});
