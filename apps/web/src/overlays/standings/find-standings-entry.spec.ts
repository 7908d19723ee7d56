import { describe, expect, it } from 'vitest';
import { findStandingsEntry } from './find-standings-entry.js';

const ENTRIES = [
  { key: 'group-a', title: 'Group A', group: 'Group A' },
  { key: 'group-b', title: 'Second group', group: 'Group B' },
  { key: 'league', title: '', group: 'Regular Season' },
  { key: 'bare', title: 'Finals table', group: '' },
  { title: 'No key', group: 'Group Z' },
  'not an entry',
  null,
];

describe('findStandingsEntry', () => {
  it.each<[string, string | null, string | null]>([
    ['by group', 'Group A', 'group-a'],
    ['by group, any case and spacing', '  group b ', 'group-b'],
    ['by key', 'league', 'league'],
    ['by title', 'finals table', 'bare'],
    ['unknown stage', 'Playoffs', null],
    ['entry without a key is skipped', 'Group Z', null],
    ['no stage', null, null],
    ['blank stage', '  ', null],
  ])('%s', (_name, stage, key) => {
    expect(findStandingsEntry(ENTRIES, stage)?.key ?? null).toBe(key);
  });

  it('group wins over another entry whose key or title equals the stage', () => {
    const entries = [
      { key: 'x', title: 'Group A', group: 'Other' },
      { key: 'group-a', title: 'A', group: 'Group A' },
    ];
    expect(findStandingsEntry(entries, 'Group A')?.key).toBe('group-a');
  });

  it.each([
    [{ key: 'a', title: 'Title', group: 'G' }, 'Title'],
    [{ key: 'a', title: ' ', group: 'G' }, 'G'],
    [{ key: 'a' }, 'a'],
  ])('title falls back to group, then key (%o)', (entry, title) => {
    expect(findStandingsEntry([entry], 'a')?.title).toBe(title);
  });
});
