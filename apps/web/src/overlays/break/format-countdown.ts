/**
 * The break countdown to countdown_end (broadcast §9 "Countdown shows hours:minutes over 1 hour; ticks each
 * second"): m:ss below an hour, h:mm:ss from an hour up, whole seconds rounded up so 0:00 shows exactly at the end,
 * then holds at 0:00. null without a (readable) countdown_end.
 */
export function formatCountdown(
  countdownEnd: string | number | null | undefined,
  now: number,
): string | null {
  const end = typeof countdownEnd === 'string' ? Date.parse(countdownEnd) : countdownEnd;
  if (end === null || end === undefined || !Number.isFinite(end)) return null;
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
