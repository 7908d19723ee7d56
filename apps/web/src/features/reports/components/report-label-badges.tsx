import { Badge, Group } from '@mantine/core';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { MatchReportLabels } from '../get-match-report-labels.js';

/** Badge colour per label: what needs the viewer's action stands out. */
function colorOf(label: string): string {
  if (label === 'Needs approval' || label === 'Pre-approve') return 'yellow';
  if (label === 'Denied') return 'red';
  if (label === 'Available') return 'blue';
  return 'gray';
}

/** The labels that show, each with its badge text ("Score: Needs approval", "Reschedule: Waiting"). */
function listLabels(labels: MatchReportLabels) {
  const { score, reschedule } = labels;
  return [
    score && {
      key: 'score',
      label: score,
      text: REPORTS_TEXT.labelBadge(REPORTS_TEXT.scoreLabelPrefix, score.label),
    },
    reschedule && {
      key: 'reschedule',
      label: reschedule,
      text: REPORTS_TEXT.labelBadge(reschedule.heading, reschedule.label),
    },
  ].filter((entry) => entry !== null);
}

/**
 * The viewer's score report and reschedule labels of a match (public-site §4, RULES b.8; from
 * useMatchReportLabels) as badges: on match rows, the match header and team pages. Nothing when none shows.
 */
export function ReportLabelBadges({
  labels,
  size = 'sm',
  variant = 'light',
  justify,
}: {
  readonly labels: MatchReportLabels;
  readonly size?: 'xs' | 'sm' | 'md';
  /** 'default' on themed surfaces (the match header), where tinted badges could lose contrast. */
  readonly variant?: 'light' | 'default';
  readonly justify?: 'flex-start' | 'center' | 'flex-end';
}) {
  const entries = listLabels(labels);
  if (entries.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" component="span" justify={justify} data-testid="report-labels">
      {entries.map(({ key, label, text }) => (
        <Badge
          key={key}
          size={size}
          variant={variant}
          color={colorOf(label.label)}
          title={label.title}
          data-testid={`report-label-${key}`}
          style={{ textTransform: 'none' }}
        >
          {text}
        </Badge>
      ))}
    </Group>
  );
}
