/**
 * Time formatting 'hh:mm:ss' with hours only at 3600 seconds or more (public-site §9): '0:05', '59:59',
 * '1:00:00', '12:03:09'. The leading unit is not zero-padded (as in the spec's '3:00' quick buttons);
 * the units after it are. Fractions are dropped; negative or non-finite input counts as 0.
 */
export function formatDuration(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${minutes}:${seconds}`;
}
