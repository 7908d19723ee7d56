import { isEventEditor } from '@castline/domain';
import type { AuthUser } from '../../lib/auth/auth-store.js';
import { readReportSettings } from './read-report-settings.js';

/**
 * Whether the signed-in user sees an event's staff queue (issue 18 item 4): staff of the event's matches are
 * event editors (in the event's staff, 'Can edit any event') and 'Can edit any match' users (RULES (0) ST).
 * Each action still checks the match (staff on a team of that match cannot decide it).
 */
export function canReviewEventReports(
  user: Pick<AuthUser, 'airtableID' | 'website_settings'> | null | undefined,
  event: { readonly id: string; readonly staff?: readonly string[] | null },
): boolean {
  if (!user?.airtableID) return false;
  const settings = user.website_settings ?? [];
  if (settings.includes('Can edit any match')) return true;
  return isEventEditor(
    { player_id: user.airtableID, website_settings: settings },
    { id: event.id, staff: event.staff ?? [] },
  );
}

/** Whether an event has score reporting or rescheduling on (RULES b.1). */
export function hasReporting(blocks: string | null | undefined): boolean {
  const settings = readReportSettings(blocks);
  return settings.score.use || settings.rescheduling.use;
}
