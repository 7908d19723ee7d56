/**
 * The user menu's avatar (public-site §2 Navbar "User menu"): a stored Discord avatar hash becomes its CDN URL
 * `{cdn}/avatars/{discord id}/{hash}.png`; a stored URL is kept; no avatar (or no Discord id) is null.
 */
export function buildAvatarUrl(
  cdnBase: string,
  discordId: string | null,
  avatar: string | null,
): string | null {
  if (!avatar) return null;
  if (/^https?:\/\//i.test(avatar)) return avatar;
  if (!discordId || !/^[0-9A-Za-z_]+$/.test(avatar)) return null;
  return `${cdnBase.replace(/\/+$/, '')}/avatars/${encodeURIComponent(discordId)}/${avatar}.png`;
}
