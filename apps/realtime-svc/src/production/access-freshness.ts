/** How usable a cached production lookup is (token check, broadcast access, a user's active client). */
export type Freshness = 'fresh' | 'due' | 'stale';

/**
 * Refresh-ahead for the production lookups: an answer younger than half of `ttlMs` is fresh; from half the TTL
 * on it is still used, and asked again in the background (due), so a socket that keeps sending never waits for
 * the services; from the TTL on it is stale and the message waits for a new answer. So an answer is never used
 * past the TTL (a revoked token or lost access still stops working within it), and a producer pressing steadily
 * never pays a NATS round trip on a press. A TTL of 0 means always ask.
 */
export function freshnessOf(answeredAt: number, now: number, ttlMs: number): Freshness {
  const age = now - answeredAt;
  if (ttlMs <= 0 || age >= ttlMs || age < 0) return 'stale';
  return age >= ttlMs / 2 ? 'due' : 'fresh';
}
