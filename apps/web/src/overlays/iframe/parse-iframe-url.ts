/**
 * The iframe overlay's `url` option (OVERLAYS §1 "iframe: url"): only an absolute http(s) address is embedded;
 * anything else (javascript:, data:, relative paths, garbage) answers null.
 */
export function parseIframeUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
