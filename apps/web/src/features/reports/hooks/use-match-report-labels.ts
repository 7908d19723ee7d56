import type { EventRecord } from '@castline/contracts';
import { isMatchComplete } from '@castline/domain';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { getMatchReportLabels, type MatchReportLabels } from '../get-match-report-labels.js';
import { readReportSettings } from '../read-report-settings.js';
import { toPermissionMatch, type MembershipTeam } from '../to-permission-match.js';
import { useLinkedReports } from './use-linked-reports.js';

/** What the labels read of a match. */
export interface LabelledMatch {
  readonly id: string;
  readonly start?: string | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly reports?: readonly string[] | null;
  readonly event?: readonly (string | { readonly __id: string })[] | null;
}

const NONE: MatchReportLabels = { score: null, reschedule: null };

/**
 * The report labels the signed-in viewer sees on a match (public-site §4, RULES b.8), live. Signed out nothing
 * is read. `event` is the match's event when the caller has it; otherwise it is read by its id.
 */
export function useMatchReportLabels(
  match: LabelledMatch,
  teams: readonly MembershipTeam[],
  event: Pick<EventRecord, 'id' | 'staff' | 'blocks'> | null,
): MatchReportLabels {
  const { user } = useAuth();
  const eventLink = match.event?.[0];
  const eventId = typeof eventLink === 'string' ? eventLink : (eventLink?.__id ?? null);
  const read = useThing<EventRecord>(user && !event ? eventId : null);
  const linked = useLinkedReports(user ? (match.reports ?? []) : []);
  const eventRecord = event ?? (isThingReady(read) ? read : null);
  if (!user || !eventRecord || linked.isLoading) return NONE;
  return getMatchReportLabels({
    actor: { player_id: user.airtableID, website_settings: user.website_settings },
    match: {
      ...toPermissionMatch(match.id, teams, eventRecord),
      start: match.start ?? null,
      isComplete: isMatchComplete(match),
    },
    settings: readReportSettings(eventRecord.blocks),
    scoreReport: linked.scoreReport,
    reschedule: linked.reschedule,
  });
}
