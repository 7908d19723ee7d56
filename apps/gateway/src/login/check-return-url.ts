const MAX_RETURN_LENGTH = 2000;

/** Control characters and backslashes (browsers treat a backslash like '/', so "/" + "\\evil.test" leaves the site). */
function hasControlOrBackslash(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return true;
  }
  return false;
}

/**
 * public-site §2 "Login flow" return query: where to go after login, kept only when it stays on this site — a
 * path on the current origin ('/schedule'), or an http(s) URL on the main domain or one of its mini-site
 * subdomains (same port). Anything else (other hosts, '//evil', 'javascript:') is dropped: no open redirect.
 */
export function checkReturnUrl(raw: unknown, publicUrl: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  if (hasControlOrBackslash(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  let target: URL;
  let main: URL;
  try {
    target = new URL(value);
    main = new URL(publicUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  const host = target.hostname.toLowerCase();
  const mainHost = main.hostname.toLowerCase();
  if (host !== mainHost && !host.endsWith(`.${mainHost}`)) return null;
  if (target.port !== main.port) return null;
  return target.href;
}
