import { Table, Text } from '@mantine/core';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import { diffReportData, type ReportDiffRow } from '../diff-report-data.js';
import { formatReportValue, type ReportNames } from '../format-report-value.js';

const WORDS = { yes: REPORTS_TEXT.diffYes, empty: REPORTS_TEXT.diffEmpty };

function fieldName(row: ReportDiffRow, teams: readonly [string, string]): string {
  const [team1, team2] = teams;
  const score = row.scope === 'match' ? REPORTS_TEXT.matchScore : REPORTS_TEXT.mapScore;
  const perTeam: Partial<Record<ReportDiffRow['field'], string>> = {
    score_1: score(team1),
    score_2: score(team2),
    team_1_picks: REPORTS_TEXT.heroPicks(team1),
    team_2_picks: REPORTS_TEXT.heroPicks(team2),
    team_1_bans: REPORTS_TEXT.heroBans(team1),
    team_2_bans: REPORTS_TEXT.heroBans(team2),
  };
  const field =
    perTeam[row.field] ??
    REPORTS_TEXT.diffFieldNames[row.field as keyof typeof REPORTS_TEXT.diffFieldNames];
  const scope =
    row.scope === 'match' ? REPORTS_TEXT.diffMatch : REPORTS_TEXT.mapHeading(row.mapIndex + 1);
  return `${scope}: ${field}`;
}

/**
 * The differences between a score report and its counter (the staff queue, Countered / Disputed reports): one
 * table row per field that differs, match fields first, then map by map, with both values by name.
 */
export function ReportDiff({
  report,
  counter,
  names,
  teams,
}: {
  readonly report: unknown;
  readonly counter: unknown;
  readonly names: ReportNames;
  /** The team names in stored order. */
  readonly teams: readonly [string, string];
}) {
  const rows = diffReportData(report, counter);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="report-diff-none">
        {REPORTS_TEXT.diffNone}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder data-testid="report-diff" captionSide="top" verticalSpacing={6}>
      <Table.Caption>{REPORTS_TEXT.diffHeading}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{REPORTS_TEXT.diffField}</Table.Th>
          <Table.Th scope="col">{REPORTS_TEXT.diffReport}</Table.Th>
          <Table.Th scope="col">{REPORTS_TEXT.diffCounter}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={`${row.scope}-${row.scope === 'map' ? row.mapIndex : ''}-${row.field}`}
            data-testid="report-diff-row"
          >
            <Table.Th scope="row">{fieldName(row, teams)}</Table.Th>
            <Table.Td>{formatReportValue(row.report, names, WORDS)}</Table.Td>
            <Table.Td>{formatReportValue(row.counter, names, WORDS)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
