import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReportRecord } from '@castline/contracts';
import { PAGES_TEXT, REPORTS_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { orderReports } from '../../match-pages/order-reports.js';
import { ReportLog, useActorNames } from './report-log.js';

/**
 * The history of reports on a match (RULES b.6), or of one kind of report on a match (RULES b.6): every score report (or reschedule request), open and
 * archived, latest first, each with its state and its log as readable sentences with time and actor.
 */
export function ReportHistory({
  type = null,
  reportIds,
  teamNames,
  title = REPORTS_TEXT.historyHeading,
  description,
  testId,
}: {
  /** Only this kind of report (null: every report). */
  readonly type?: ReportRecord['type'] | null;
  readonly reportIds: readonly string[];
  readonly teamNames: ReadonlyMap<string, string>;
  readonly title?: string;
  readonly description?: string;
  readonly testId: string;
}) {
  const entries = useThings<ReportRecord>(reportIds);
  const reports = orderReports(
    readyThings(entries).filter((report) => type === null || report.type === type),
  );
  const actors = useActorNames([...new Set(reports.flatMap((r) => r.log.map((e) => e.actor)))]);
  return (
    <Section title={title} description={description} testId={testId}>
      {entries.some(isThingLoading) ? (
        <PageLoader />
      ) : reports.length === 0 ? (
        <EmptyText>{PAGES_TEXT.matchNoHistory}</EmptyText>
      ) : (
        <Stack gap="md">
          {reports.map(({ report, log }) => (
            <Paper key={report.id} withBorder radius="md" p="md" data-testid="report">
              <Group gap="xs" mb="sm">
                <Text fw={800}>{PAGES_TEXT.matchReportType[report.type]}</Text>
                <Badge variant="light" color={report.state === 'Applied' ? 'teal' : 'gray'}>
                  {PAGES_TEXT.matchReportState(report.state)}
                </Badge>
              </Group>
              <ReportLog log={log} teamNames={teamNames} actors={actors} />
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}
