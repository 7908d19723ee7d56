/** FNV-1a, 32 bits: a fast, stable string hash (same input → same replica across gateway restarts). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * ARCHITECTURE §5 "sticky sessions at the proxy for the polling fallback": a client address always maps to
 * the same realtime replica (hash of the address modulo the list).
 */
export function pickUpstream(clientIp: string, upstreams: readonly string[]): string {
  const upstream = upstreams[fnv1a(clientIp) % upstreams.length];
  if (upstream === undefined) throw new Error('no realtime upstream configured');
  return upstream;
}
