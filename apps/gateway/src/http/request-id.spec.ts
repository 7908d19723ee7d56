import { pickRequestId } from './request-id.js';

describe('pickRequestId', () => {
  const newId = () => 'generated';
  it.each([
    ['keeps a well-formed incoming id', 'abc-123', 'abc-123'],
    [
      'keeps a uuid',
      '3f0e8f4e-2b1a-4c55-9c62-0b2b7d1f7e11',
      '3f0e8f4e-2b1a-4c55-9c62-0b2b7d1f7e11',
    ],
    ['takes the first of repeated headers', ['first', 'second'], 'first'],
    ['replaces a missing id', undefined, 'generated'],
    ['replaces an empty id', '', 'generated'],
    ['replaces an id with spaces or quotes', 'a b"c', 'generated'],
    ['replaces an id longer than 100 characters', 'x'.repeat(101), 'generated'],
  ])('%s', (_name, incoming, expected) => {
    expect(pickRequestId(incoming, newId)).toBe(expected);
  });
});
