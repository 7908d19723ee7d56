import { BLANK_RECORDS } from '@castline/contracts';
import type { EventEntity } from './event.entity.js';
import { mapEvent, publicBlocks } from './event.mapper.js';

describe('publicBlocks (RULES (h): blocks.logging is server only)', () => {
  it('drops logging and keeps the rest', () => {
    const blocks = JSON.stringify({
      reporting: { score: { use: true } },
      logging: { matchTimeChanges: '123' },
    });
    expect(JSON.parse(publicBlocks(blocks)!)).toEqual({ reporting: { score: { use: true } } });
  });
  it.each([[null], [''], ['not json'], ['[1,2]'], ['{"standings":[]}']])(
    'passes %j through unchanged',
    (input) => {
      expect(publicBlocks(input)).toBe(input);
    },
  );
});

describe('mapEvent: announces_time_changes', () => {
  const entity = (blocks: string | null) =>
    ({ ...BLANK_RECORDS.event, id: 'recEVENTAAAAAAAAA', blocks }) as unknown as EventEntity;
  it.each<[string, string | null, boolean]>([
    ['a matchTimeChanges channel', JSON.stringify({ logging: { matchTimeChanges: '123' } }), true],
    ['other channels only', JSON.stringify({ logging: { scoreReports: '123' } }), false],
    ['no logging', JSON.stringify({ reporting: {} }), false],
    ['no blocks', null, false],
  ])('%s → %s', (_, blocks, expected) => {
    const record = mapEvent(entity(blocks));
    expect(record.announces_time_changes).toBe(expected);
    expect(record.blocks ?? '').not.toContain('123');
  });
});
