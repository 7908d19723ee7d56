/** The derived-collection key of a news item, 'news-{slug}' (RULES (k)). */
export function formatNewsRecordKey(slug: string): string {
  return `news-${slug}`;
}
