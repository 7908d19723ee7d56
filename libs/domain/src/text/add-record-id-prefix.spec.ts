import { addRecordIdPrefix } from './add-record-id-prefix.js';

describe('addRecordIdPrefix', () => {
  it.each([
    ['AbCdEfGh012345', 'recAbCdEfGh012345'],
    ['recAbCdEfGh012345', 'recAbCdEfGh012345'],
    ['AbCdEfGh01234', 'AbCdEfGh01234'],
    ['subdomain-finals', 'subdomain-finals'],
    ['', ''],
  ])('%p → %p', (id, expected) => {
    expect(addRecordIdPrefix(id)).toBe(expected);
  });
});
