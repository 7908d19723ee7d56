import { Navigate, useParams } from 'react-router';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { getEntityPath } from '../../lib/links/site-links.js';
import { SignedOutNotice } from '../../features/auth/components/signed-out-notice.js';
import { PageTitle } from '../../ui/page-title.js';

/**
 * /me and /me/:subPage (public-site §2 "Protected pages": require auth). The spec does not say what they show; our
 * decision: the signed-in user's own player page, /player/{id}[/{subPage}].
 */
export function MePage() {
  const { user } = useAuth();
  const { subPage } = useParams();
  if (!user) {
    return (
      <>
        <PageTitle title={CLIENT_TEXT.titleProfile} />
        <SignedOutNotice returnTo={subPage ? `/me/${subPage}` : '/me'} />
      </>
    );
  }
  return <Navigate to={getEntityPath('player', user.airtableID, subPage)} replace />;
}
