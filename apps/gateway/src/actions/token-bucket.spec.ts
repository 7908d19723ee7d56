import { TokenBucketLimiter } from './token-bucket.js';

function limiterAt(capacity = 60, refillPerSecond = 30, maxKeys?: number) {
  const clock = { now: 10_000 };
  const limiter = new TokenBucketLimiter({
    capacity,
    refillPerSecond,
    now: () => clock.now,
    maxKeys,
  });
  const takeMany = (key: string, n: number) =>
    Array.from({ length: n }, () => limiter.take(key).allowed);
  return { clock, limiter, takeMany };
}

describe('TokenBucketLimiter', () => {
  it('allows a burst of 60, then refuses', () => {
    const { limiter, takeMany } = limiterAt();
    expect(takeMany('1.2.3.4', 60).every(Boolean)).toBe(true);
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterMs: 34 });
  });

  it('refills 30 tokens a second', () => {
    const { clock, takeMany } = limiterAt();
    takeMany('ip', 60);
    clock.now += 500; // 15 tokens
    expect(takeMany('ip', 16)).toEqual([...Array(15).fill(true), false]);
  });

  it('never refills beyond the burst', () => {
    const { clock, takeMany } = limiterAt();
    takeMany('ip', 1);
    clock.now += 3_600_000;
    expect(takeMany('ip', 61).filter(Boolean)).toHaveLength(60);
  });

  it('keeps one bucket per key', () => {
    const { limiter, takeMany } = limiterAt(2, 1);
    takeMany('a', 2);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('sustains exactly the refill rate', () => {
    const { clock, limiter, takeMany } = limiterAt(60, 30);
    takeMany('ip', 60);
    let allowed = 0;
    for (let ms = 0; ms < 10_000; ms += 10) {
      clock.now += 10;
      if (limiter.take('ip').allowed) allowed += 1;
    }
    expect(allowed).toBe(300);
  });

  it('forgets full buckets when tracking too many keys', () => {
    const { clock, limiter } = limiterAt(5, 5, 3);
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    clock.now += 1000; // all three are full again
    limiter.take('d');
    expect(limiter.trackedKeys).toBeLessThanOrEqual(3);
    expect(limiter.take('d').allowed).toBe(true);
  });
});
