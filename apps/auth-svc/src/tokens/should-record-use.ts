/** How often verify-token writes last_used_at for one token. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** last_used_at is refreshed at most once a minute per token, so verifying does not turn every request into a write. */
export function shouldRecordUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
}
