import { createKeyedLimiter } from './keyed-limiter.js';

describe('createKeyedLimiter (in memory)', () => {
  it('allows the budget, then refuses with a Retry-After of at least one second', async () => {
    const limiter = createKeyedLimiter({
      budget: { points: 3, durationSeconds: 60 },
      keyPrefix: 'spec',
      redis: null,
    });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume('198.51.100.1'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(verdicts[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps one budget per key', async () => {
    const limiter = createKeyedLimiter({
      budget: { points: 1, durationSeconds: 60 },
      keyPrefix: 'spec',
      redis: null,
    });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect((await limiter.consume('b')).allowed).toBe(true);
  });

  it('falls back to its in-memory insurance limiter when Redis is not ready', async () => {
    const limiter = createKeyedLimiter({
      budget: { points: 2, durationSeconds: 60 },
      keyPrefix: 'spec',
      redis: { isReady: false, isOpen: false },
    });
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await limiter.consume('c')).allowed);
    expect(allowed).toEqual([true, true, false]);
  });
});
