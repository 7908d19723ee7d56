import { Text } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { PageTitle } from '../../../ui/page-title.js';
import { RequireSignIn } from '../../entity-pages/components/require-sign-in.js';
import { Section } from '../../entity-pages/components/section.js';
import type { MatchTabAccess } from '../get-match-tab-access.js';
import { useMatchPage } from '../match-page-types.js';

/** The match sub-pages built in later issues, with their tab label and the access rule of the auth ones. */
const LATER_PAGES = {
  room: { label: PAGES_TEXT.matchTabs.room, access: null },
  editor: { label: PAGES_TEXT.matchTabs.editor, access: 'editor' },
  draft: { label: PAGES_TEXT.matchTabs.draft, access: 'draft' },
} as const satisfies Record<string, { label: string; access: keyof MatchTabAccess | null }>;

/** A match sub-page of a later issue. */
export type LaterMatchPage = keyof typeof LATER_PAGES;

/**
 * room, editor and draft (public-site §2 match pages) until their issues: the
 * auth ones send visitors to /login and refuse viewers without the rights; all show "being built".
 */
export function MatchLaterPage({ page }: { readonly page: LaterMatchPage }) {
  const { access, name } = useMatchPage();
  const { label, access: rule } = LATER_PAGES[page];
  const body = (
    <Section title={label} testId={`match-${page}`}>
      <Text c="dimmed">{PAGES_TEXT.matchLaterIssue}</Text>
    </Section>
  );
  return (
    <>
      <PageTitle title={PAGES_TEXT.subPageTitle(label, name)} />
      {rule === null ? body : <RequireSignIn allowed={() => access[rule]}>{body}</RequireSignIn>}
    </>
  );
}
