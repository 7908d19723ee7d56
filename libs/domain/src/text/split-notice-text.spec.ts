import fc from 'fast-check';
import { joinNoticeText } from './join-notice-text.js';
import { splitNoticeText } from './split-notice-text.js';

describe('splitNoticeText', () => {
  it.each([
    ['Team A 2-1 Team B|Map 4 next', { prefix: 'Team A 2-1 Team B', text: 'Map 4 next' }],
    ['|Only text', { prefix: '', text: 'Only text' }],
    ['Only prefix|', { prefix: 'Only prefix', text: '' }],
    ['No separator', { prefix: '', text: 'No separator' }],
    ['A|B|C', { prefix: 'A', text: 'B|C' }],
    ['', { prefix: '', text: '' }],
    [null, { prefix: '', text: '' }],
  ])('%p → %j', (value, expected) => {
    expect(splitNoticeText(value)).toEqual(expected);
  });

  it('splits back whatever joinNoticeText wrote (pipes in the prefix are dropped)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, text) => {
        expect(splitNoticeText(joinNoticeText({ prefix, text }))).toEqual({
          prefix: prefix.split('|').join(''),
          text,
        });
      }),
    );
  });
});
