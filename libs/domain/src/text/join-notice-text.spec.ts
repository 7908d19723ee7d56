import { joinNoticeText } from './join-notice-text.js';

describe('joinNoticeText', () => {
  it.each([
    [{ prefix: 'Team A 2-1 Team B', text: 'Map 4 next' }, 'Team A 2-1 Team B|Map 4 next'],
    [{ prefix: '', text: 'Only text' }, '|Only text'],
    [{ prefix: 'Only prefix', text: '' }, 'Only prefix|'],
    [{ prefix: 'A|B', text: 'C|D' }, 'AB|C|D'],
    [{ prefix: '', text: '' }, ''],
  ])('%j → %p', (notice, expected) => {
    expect(joinNoticeText(notice)).toBe(expected);
  });
});
