/**
 * Countdown display (broadcast spec §9): hours:minutes when more than 1 hour remains ('1:30'), else
 * minutes:seconds ('59:59', '0:05'); never negative ('0:00' once the end has passed). Remaining time is
 * rounded up to the next whole unit shown, so '0:00' appears exactly at the end and '60:00' follows '1:01'.
 * The caller passes the remaining milliseconds (countdown_end − synced now); the clock is never read here.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Number.isFinite(remainingMs)
    ? Math.max(0, Math.ceil(remainingMs / 1000))
    : 0;
  if (totalSeconds > 3600) {
    const totalMinutes = Math.ceil(totalSeconds / 60);
    return `${Math.floor(totalMinutes / 60)}:${String(totalMinutes % 60).padStart(2, '0')}`;
  }
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}
