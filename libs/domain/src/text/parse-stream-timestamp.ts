const SECONDS_ONLY = /^(\d+)s?$/;
const HMS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;

/** Reads a t= / start= value as seconds: '90', '90s' or the '1h2m3s' form (public-site §3 stream link timestamp); null if unreadable. */
export function parseStreamTimestamp(value: string | null | undefined): number | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return null;
  const seconds = SECONDS_ONLY.exec(text);
  if (seconds) return Number(seconds[1]);
  const hms = HMS.exec(text);
  if (!hms) return null;
  const [, h, m, s] = hms;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}
