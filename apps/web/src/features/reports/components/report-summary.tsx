import { List, Stack, Text } from '@mantine/core';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import { formatReportValue, type ReportNames } from '../format-report-value.js';
import { editorFromReportData } from '../score-editor-state.js';

const WORDS = { yes: REPORTS_TEXT.diffYes, empty: REPORTS_TEXT.diffEmpty };

/**
 * A score report's data in words: the result ("Team 1 2 – 1 Team 2"), the forfeit and its reason, and one line
 * per map (map, winner or draw or ban, map score, replay code).
 */
export function ReportSummary({
  data,
  names,
  teams,
  testId,
}: {
  readonly data: unknown;
  readonly names: ReportNames;
  /** The teams in stored order: ids and names. */
  readonly teams: readonly [{ id: string; name: string }, { id: string; name: string }];
  readonly testId?: string;
}) {
  const report = editorFromReportData(data, 0);
  const [team1, team2] = teams;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={800} data-testid="report-summary-score">
        {REPORTS_TEXT.confirmScore(team1.name, report.score_1, report.score_2, team2.name)}
      </Text>
      {report.forfeit && (
        <Text size="sm">{REPORTS_TEXT.confirmForfeit(report.forfeit_reason)}</Text>
      )}
      {report.maps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REPORTS_TEXT.noMaps}
        </Text>
      ) : (
        <List size="sm" spacing={2} data-testid="report-summary-maps">
          {report.maps.map((map, index) => {
            const name = map.map ? `${formatReportValue(map.map, names, WORDS)} — ` : '';
            const outcome = map.banner
              ? REPORTS_TEXT.mapBanned(formatReportValue(map.banner, names, WORDS))
              : map.draw
                ? REPORTS_TEXT.mapDraw
                : map.winner
                  ? formatReportValue(map.winner, names, WORDS)
                  : REPORTS_TEXT.mapNoWinner;
            const score =
              map.score_1 != null && map.score_2 != null ? ` (${map.score_1}–${map.score_2})` : '';
            const replay = map.replay_code
              ? ` · ${REPORTS_TEXT.replayCode} ${map.replay_code}`
              : '';
            return (
              <List.Item key={index}>
                {`${REPORTS_TEXT.mapHeading(index + 1)}: ${name}${outcome}${score}${replay}`}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
