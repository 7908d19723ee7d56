import { describe, expect, it } from 'vitest';
import {
  formatStreamLink,
  MAX_OTHER_BROADCASTS,
  selectOtherBroadcasts,
  type OtherBroadcastRecord,
} from './select-other-broadcasts.js';

describe('formatStreamLink', () => {
  it.each([
    ['https://www.twitch.tv/castline_b', 'twitch.tv/castline_b'],
    ['https://www.twitch.tv/castline_b/', 'twitch.tv/castline_b'],
    ['http://youtube.com/@castline?sub=1', 'youtube.com/@castline?sub=1'],
    ['twitch.tv/castline', 'twitch.tv/castline'],
    ['  https://kick.com/x  ', 'kick.com/x'],
    ['https://castline.gg/', 'castline.gg'],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['https://', null],
  ])('%j → %j', (value, shown) => {
    expect(formatStreamLink(value)).toBe(shown);
  });
});

const b = (id: string, fields: Partial<OtherBroadcastRecord> = {}): OtherBroadcastRecord => ({
  id,
  name: `Stream ${id}`,
  active: true,
  stream_link: null,
  live_match: [],
  ...fields,
});

describe('selectOtherBroadcasts', () => {
  it.each([
    ['none', [], []],
    ['keeps active ones in order', [b('a'), b('b')], ['a', 'b']],
    ['drops inactive ones', [b('a', { active: false }), b('b'), b('c', { active: null })], ['b']],
    ['drops unloaded ones', [null, b('b')], ['b']],
    ['drops nameless ones', [b('a', { name: '  ' }), b('b', { name: null }), b('c')], ['c']],
  ] as const)('%s', (_name, records, expected) => {
    expect(selectOtherBroadcasts(records).map((r) => r.id)).toEqual(expected);
  });

  it('caps the list', () => {
    const many = Array.from({ length: MAX_OTHER_BROADCASTS + 3 }, (_, i) => b(`r${i}`));
    expect(selectOtherBroadcasts(many)).toHaveLength(MAX_OTHER_BROADCASTS);
  });

  it('reads the name, link and live match', () => {
    expect(
      selectOtherBroadcasts([
        b('a', {
          name: ' B Stream ',
          stream_link: 'https://www.twitch.tv/b',
          live_match: ['recM'],
        }),
      ]),
    ).toEqual([{ id: 'a', name: 'B Stream', link: 'twitch.tv/b', liveMatchId: 'recM' }]);
    expect(selectOtherBroadcasts([b('a')])[0]?.liveMatchId).toBeNull();
  });
});
