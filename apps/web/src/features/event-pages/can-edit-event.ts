import { isEventEditor } from '@castline/domain';
import type { AuthUser } from '../../lib/auth/auth-store.js';

/**
 * Whether the signed-in user sees an event's Settings (public-site §2, §6; RULES (0) event editor): the user's
 * website settings hold 'Can edit any event', or their player (airtableID) is in the event's staff. Signed out:
 * never. The server enforces the same rule on every write; this only decides what is shown.
 */
export function canEditEvent(
  user: Pick<AuthUser, 'airtableID' | 'website_settings'> | null | undefined,
  event: { readonly id: string; readonly staff?: readonly string[] | null },
): boolean {
  if (!user?.airtableID) return false;
  return isEventEditor(
    { player_id: user.airtableID, website_settings: user.website_settings ?? [] },
    { id: event.id, staff: event.staff ?? [] },
  );
}
