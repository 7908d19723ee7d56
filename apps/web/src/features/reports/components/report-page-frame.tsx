import type { ReactNode } from 'react';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { PageTitle } from '../../../ui/page-title.js';
import { RequireSignIn } from '../../entity-pages/components/require-sign-in.js';
import { useMatchPage, type MatchPageContext } from '../../match-pages/match-page-types.js';

/**
 * A report page of a match (score-reporting, rescheduling; public-site §2 auth): its title, visitors sent to
 * login, and only team members of either team and match staff while the event has the workflow on.
 */
export function ReportPageFrame({
  page,
  testId,
  children,
}: {
  readonly page: 'scoreReporting' | 'rescheduling';
  readonly testId: string;
  readonly children: (context: MatchPageContext, user: AuthUser) => ReactNode;
}) {
  const context = useMatchPage();
  const { user } = useAuth();
  return (
    <>
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.matchTabs[page], context.name)} />
      <RequireSignIn allowed={() => context.access[page]}>
        <div data-testid={testId}>{user && children(context, user)}</div>
      </RequireSignIn>
    </>
  );
}
