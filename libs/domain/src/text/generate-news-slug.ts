/** Slug used when a news name has no letters or digits at all. */
export const EMPTY_NEWS_SLUG = 'news';

/**
 * News slug (RULES (k) news-{slug}): the name lower-cased, each run of characters other than a-z and 0-9 turned
 * into '-', with leading and trailing '-' removed. If the slug is taken, the later item gets '-2', '-3', … (the
 * first free one). existingSlugs are the slugs already in use (without the 'news-' prefix).
 */
export function generateNewsSlug(name: string, existingSlugs: Iterable<string> = []): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || EMPTY_NEWS_SLUG;
  const taken = new Set(existingSlugs);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
