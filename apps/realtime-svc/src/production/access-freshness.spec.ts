import { freshnessOf } from './access-freshness.js';

describe('freshnessOf (refresh-ahead of production lookups)', () => {
  it.each([
    { at: 1000, now: 1000, ttl: 10_000, expected: 'fresh', why: 'just answered' },
    { at: 1000, now: 5999, ttl: 10_000, expected: 'fresh', why: 'younger than half the TTL' },
    {
      at: 1000,
      now: 6000,
      ttl: 10_000,
      expected: 'due',
      why: 'half the TTL: used, asked again behind',
    },
    { at: 1000, now: 10_999, ttl: 10_000, expected: 'due', why: 'just under the TTL' },
    { at: 1000, now: 11_000, ttl: 10_000, expected: 'stale', why: 'at the TTL: the message waits' },
    { at: 1000, now: 90_000, ttl: 10_000, expected: 'stale', why: 'long past' },
    { at: 0, now: 0, ttl: 0, expected: 'stale', why: 'TTL 0 asks every time' },
    { at: 5000, now: 1000, ttl: 10_000, expected: 'stale', why: 'clock went back: ask again' },
  ] as const)('$why → $expected', ({ at, now, ttl, expected }) => {
    expect(freshnessOf(at, now, ttl)).toBe(expected);
  });
});
