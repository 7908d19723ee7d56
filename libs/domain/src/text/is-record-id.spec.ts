import { isRecordId } from './is-record-id.js';

describe('isRecordId', () => {
  it.each([
    ['recAbCdEfGh012345', true],
    ['rec00000000000000', true],
    ['reczzzzzzzzzzzzzz', true],
    ['AbCdEfGh012345', false], // 14 characters without the prefix
    ['recAbCdEfGh01234', false], // 16 characters
    ['recAbCdEfGh0123456', false], // 18 characters
    ['recAbCdEfGh01234-', false],
    ['RECAbCdEfGh012345', false],
    ['xyzAbCdEfGh012345', false],
    ['', false],
    [17, false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isRecordId(value)).toBe(expected);
  });
});
