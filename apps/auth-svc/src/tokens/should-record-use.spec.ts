import { shouldRecordUse } from './should-record-use.js';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('shouldRecordUse', () => {
  it.each([
    ['never used', null, true],
    ['used 59.999 s ago', new Date('2026-05-01T11:59:00.001Z'), false],
    ['used exactly a minute ago', new Date('2026-05-01T11:59:00.000Z'), true],
    ['used an hour ago', new Date('2026-05-01T11:00:00.000Z'), true],
    ['used just now', now, false],
    ['last use in the future (clock skew)', new Date('2026-05-01T12:05:00.000Z'), false],
  ])('%s → %p', (_label, lastUsedAt, expected) => {
    expect(shouldRecordUse(lastUsedAt, now)).toBe(expected);
  });
});
