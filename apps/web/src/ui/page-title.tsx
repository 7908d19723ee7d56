import { formatPageTitle } from '../lib/client-text.js';

/** Sets the document title to '{title} | Castline' (public-site §9); React 19 hoists it into <head>. */
export function PageTitle({ title }: { readonly title: string | null | undefined }) {
  return <title>{formatPageTitle(title)}</title>;
}
