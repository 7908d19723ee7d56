import { useLocation } from 'react-router';
import { getLoginLink } from '../../../lib/auth/login-navigation.js';
import { useSite } from '../../../lib/host/site-context.js';

/** The navbar's Login link for the current page (getLoginLink: on a mini-site it carries the page). */
export function useLoginLink(): string {
  const site = useSite();
  const location = useLocation();
  return getLoginLink(site.location, location);
}
