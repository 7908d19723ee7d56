import { pickUpstream } from './pick-upstream.js';

const replicas = ['http://127.0.0.1:8090', 'http://127.0.0.1:8091'];

describe('pickUpstream', () => {
  it('always picks the same replica for the same address', () => {
    const first = pickUpstream('10.0.0.7', replicas);
    for (let i = 0; i < 20; i++) expect(pickUpstream('10.0.0.7', replicas)).toBe(first);
  });

  it('spreads many addresses over every replica', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const upstream = pickUpstream(`10.0.${Math.floor(i / 250)}.${i % 250}`, replicas);
      counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(replicas);
    for (const count of counts.values()) expect(count).toBeGreaterThan(350);
  });

  it('uses the only replica when there is one', () => {
    expect(pickUpstream('::1', ['http://a'])).toBe('http://a');
  });

  it('refuses an empty list', () => {
    expect(() => pickUpstream('::1', [])).toThrow('no realtime upstream configured');
  });
});
