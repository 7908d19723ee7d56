import { formatNewsRecordKey } from './format-news-record-key.js';

describe('formatNewsRecordKey', () => {
  it.each([
    ['hello-world', 'news-hello-world'],
    ['hello-world-2', 'news-hello-world-2'],
  ])('%p → %p', (slug, expected) => {
    expect(formatNewsRecordKey(slug)).toBe(expected);
  });
});
