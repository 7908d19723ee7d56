import { publicBlocks } from './event.mapper.js';

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
