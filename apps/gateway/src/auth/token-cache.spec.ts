import { TokenCache } from './token-cache.js';

function cacheAt(ttlMs = 30_000, maxEntries = 100) {
  const clock = { now: 1_000 };
  return { clock, cache: new TokenCache<string>({ ttlMs, maxEntries, now: () => clock.now }) };
}

describe('TokenCache', () => {
  it('answers a value until its time is up', () => {
    const { clock, cache } = cacheAt();
    cache.set('h1', 'actor');
    clock.now += 29_999;
    expect(cache.get('h1')).toBe('actor');
    clock.now += 1;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is due for a refresh past half its time, until it expires', () => {
    const { clock, cache } = cacheAt();
    cache.set('h1', 'actor');
    expect(cache.refreshDue('h1')).toBe(false);
    clock.now += 14_999;
    expect(cache.refreshDue('h1')).toBe(false);
    clock.now += 1;
    expect(cache.refreshDue('h1')).toBe(true);
    expect(cache.get('h1')).toBe('actor');
    cache.set('h1', 'renewed'); // the refresh answered: a new full time
    expect(cache.refreshDue('h1')).toBe(false);
    clock.now += 30_000;
    expect(cache.refreshDue('h1')).toBe(false); // expired: nothing to refresh
    expect(cache.refreshDue('unknown')).toBe(false);
  });

  it('forgets a revoked hash at once', () => {
    const { cache } = cacheAt();
    cache.set('h1', 'actor');
    cache.set('h2', 'other');
    cache.delete('h1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBe('other');
  });

  it('drops the oldest entries beyond its size', () => {
    const { cache } = cacheAt(30_000, 2);
    cache.set('h1', 'a');
    cache.set('h2', 'b');
    cache.set('h1', 'a again'); // refreshed: now the newest
    cache.set('h3', 'c');
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')]).toEqual([
      'a again',
      undefined,
      'c',
    ]);
  });

  it('keeps nothing with a zero time to live', () => {
    const { cache } = cacheAt(0);
    cache.set('h1', 'a');
    expect(cache.get('h1')).toBeUndefined();
  });

  it('empties on clear', () => {
    const { cache } = cacheAt();
    cache.set('h1', 'a');
    cache.clear();
    expect(cache.get('h1')).toBeUndefined();
  });
});
