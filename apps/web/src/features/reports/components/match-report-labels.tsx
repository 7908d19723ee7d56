import type { EventRecord } from '@castline/contracts';
import { useMatchReportLabels, type LabelledMatch } from '../hooks/use-match-report-labels.js';
import type { MembershipTeam } from '../to-permission-match.js';
import { ReportLabelBadges } from './report-label-badges.js';

/** The props of the labels of one match (see LazyMatchReportLabels). */
export interface MatchReportLabelsProps {
  /** The id of the element holding the labels (a row's aria-describedby points at it). */
  readonly id?: string;
  readonly match: LabelledMatch;
  readonly teams: readonly MembershipTeam[];
  /** The match's event when the caller has it; otherwise it is read by its id. */
  readonly event: Pick<EventRecord, 'id' | 'staff' | 'blocks'> | null;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly variant?: 'light' | 'default';
  readonly justify?: 'flex-start' | 'center' | 'flex-end';
}

/** The signed-in viewer's report labels of a match (public-site §4, RULES b.8), live. */
export function MatchReportLabels({ id, match, teams, event, ...badges }: MatchReportLabelsProps) {
  const labels = useMatchReportLabels(match, teams, event);
  return (
    <span id={id}>
      <ReportLabelBadges labels={labels} {...badges} />
    </span>
  );
}
