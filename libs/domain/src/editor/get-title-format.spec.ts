import { getTitleFormat } from './get-title-format.js';

describe('getTitleFormat', () => {
  it.each([
    [{ title_format: 'T', special_title_format: 'S' }, { special_event: true }, 'S'],
    [{ title_format: 'T', special_title_format: 'S' }, { special_event: false }, 'T'],
    [{ title_format: 'T', special_title_format: '' }, { special_event: true }, 'T'],
    [{ title_format: 'T' }, { special_event: true }, 'T'],
    [{ special_title_format: 'S' }, { special_event: false }, null],
    [{ title_format: '  ' }, {}, null],
    [{}, {}, null],
  ])('%j for %j → %j', (broadcast, match, format) => {
    expect(getTitleFormat(broadcast, match)).toBe(format);
  });
});
