import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReportRecord } from '@castline/contracts';
import {
  getScoreReportLabel,
  getScoreReportSubmitLabel,
  isMatchComplete,
  isSameReportData,
  isScoreReportingShown,
  SCORE_REPORT_OPEN_STATES,
  type ScoreReportState,
} from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { useUserSetting } from '../../../lib/settings/settings-context.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import type { MatchPageContext } from '../../match-pages/match-page-types.js';
import { canSubmitScoreReport, getScoreReportButtons } from '../get-report-buttons.js';
import { getReportViewer } from '../get-report-viewer.js';
import { useLinkedReports } from '../hooks/use-linked-reports.js';
import { useReportAction } from '../hooks/use-report-action.js';
import { useReportChoices } from '../hooks/use-report-choices.js';
import { readReportSettings } from '../read-report-settings.js';
import {
  editorFromReportData,
  toReportData,
  type ScoreEditorState,
} from '../score-editor-state.js';
import { toPermissionMatch } from '../to-permission-match.js';
import { toReportSnapshot } from '../to-report-snapshot.js';
import { ReportButtons } from './report-buttons.js';
import { ReportPageFrame } from './report-page-frame.js';
import { ReportDiff } from './report-diff.js';
import { ReportHistory } from './report-history.js';
import { ReportSummary } from './report-summary.js';
import { ScoreConfirmModal } from './score-confirm-modal.js';
import { ScoreEditor } from './score-editor.js';

const isOpen = (report: ReportRecord | null): report is ReportRecord =>
  report !== null && SCORE_REPORT_OPEN_STATES.some((state) => state === report.state);

function ScoreReporting({
  context,
  user,
}: {
  readonly context: MatchPageContext;
  readonly user: AuthUser;
}) {
  const { match, teams, event, profile } = context;
  const [assumeLoserPicks] = useUserSetting('assumeLoserPicks');
  const settings = readReportSettings(event?.blocks).score;
  const linked = useLinkedReports(match.reports ?? []);
  const choices = useReportChoices({
    matchMaps: match.maps ?? [],
    mapPool: event?.map_pool ?? [],
    game: match.game ?? event?.game ?? null,
  });
  const action = useReportAction();
  const [counterMode, setCounterMode] = useState(false);
  const [edited, setEdited] = useState<ScoreEditorState | null>(null);
  const [confirming, setConfirming] = useState(false);

  const report = isOpen(linked.scoreReport) ? linked.scoreReport : null;
  const actor = { player_id: user.airtableID, website_settings: user.website_settings };
  const role = getReportViewer(
    actor,
    toPermissionMatch(match.id, teams, event),
    report?.team[0] ?? null,
  );
  const snapshot = report ? toReportSnapshot<ScoreReportState>(report) : null;
  const buttons = getScoreReportButtons(snapshot, role, user.airtableID, settings);
  const [team1, team2] = teams;
  const shown =
    isScoreReportingShown({
      use: settings.use,
      teamCount: teams.length,
      isComplete: isMatchComplete(match),
    }) &&
    team1 !== undefined &&
    team2 !== undefined;
  const canSubmit = shown && canSubmitScoreReport(snapshot, role, user.airtableID, settings);
  const canCounter = buttons.some((button) => button.trigger === 'counter');
  const mode = canSubmit ? 'submit' : counterMode && canCounter ? 'counter' : null;
  const firstTo = match.first_to ?? 0;
  const editor: ScoreEditorState = edited ?? {
    ...editorFromReportData({ mapData: choices.matchMaps, matchData: match }, firstTo),
    forfeit: false,
    forfeit_reason: '',
  };
  const reportData = toReportData(editor, settings);
  const proposed = report
    ? toReportData(editorFromReportData(report.data, firstTo), settings)
    : null;
  const isUnchanged =
    mode === 'counter' && proposed !== null && isSameReportData(reportData, proposed);

  const teamNames = new Map(teams.map((team) => [team.id, team.name ?? '']));
  const history = (
    <ReportHistory
      type="score"
      testId="score-report-history"
      reportIds={[...(match.reports ?? []), ...(match.report_history ?? [])]}
      teamNames={teamNames}
    />
  );
  if (linked.isLoading) return null;
  if (!shown || !team1 || !team2) {
    return (
      <Stack gap="lg">
        <EmptyText>{REPORTS_TEXT.reportingClosed}</EmptyText>
        {history}
      </Stack>
    );
  }
  const names = { teams: teamNames, maps: choices.mapNames, heroes: choices.heroNames };
  const sides = [
    { id: team1.id, name: team1.name ?? '' },
    { id: team2.id, name: team2.name ?? '' },
  ] as const;
  const label =
    report && role
      ? getScoreReportLabel({
          state: report.state as ScoreReportState,
          viewer: role.viewer,
          staffApprove: settings.staffApprove,
          approved_by_staff: snapshot?.approved_by_staff ?? false,
        })
      : null;

  const submit = async () => {
    if (!mode) return;
    const ok = await action.run(
      'submit',
      'submit-score-report',
      { matchID: match.id, action: mode, reportData },
      REPORTS_TEXT.scoreReportSubmitted,
    );
    if (ok) {
      setConfirming(false);
      setCounterMode(false);
      setEdited(null);
    }
  };

  return (
    <Stack gap="lg">
      <Section title={REPORTS_TEXT.currentReport} testId="score-report-current">
        {report ? (
          <Stack gap="md">
            <Group gap="xs">
              {label && (
                <Badge
                  size="lg"
                  variant="light"
                  color="yellow"
                  title={label.title}
                  style={{ textTransform: 'none' }}
                  data-testid="score-report-label"
                >
                  {label.label}
                </Badge>
              )}
              {label?.title && (
                <Text size="sm" c="dimmed" data-testid="score-report-label-title">
                  {label.title}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {REPORTS_TEXT.submittedBy(teamNames.get(report.team[0] ?? '') ?? '')}
              </Text>
            </Group>
            <Paper withBorder radius="md" p="md">
              <Text fw={700} size="sm" mb={4}>
                {REPORTS_TEXT.proposedReport}
              </Text>
              <ReportSummary
                data={report.data}
                names={names}
                teams={sides}
                testId="score-report-proposed"
              />
            </Paper>
            {report.countered_data != null && (
              <Paper withBorder radius="md" p="md">
                <Text fw={700} size="sm" mb={4}>
                  {REPORTS_TEXT.counterReport}
                </Text>
                <Stack gap="sm">
                  <ReportSummary
                    data={report.countered_data}
                    names={names}
                    teams={sides}
                    testId="score-report-counter"
                  />
                  <ReportDiff
                    report={report.data}
                    counter={report.countered_data}
                    names={names}
                    teams={[sides[0].name, sides[1].name]}
                  />
                </Stack>
              </Paper>
            )}
            <ReportButtons
              buttons={buttons}
              pending={action.pending}
              testIdPrefix="score-report"
              onPress={(button) => {
                if (button.trigger === 'counter') {
                  setCounterMode(true);
                  setEdited(editorFromReportData(report.data, firstTo));
                  return;
                }
                action.press(button, match.id);
              }}
            />
          </Stack>
        ) : (
          <EmptyText>{REPORTS_TEXT.noReport}</EmptyText>
        )}
        {action.error && !confirming && (
          <Alert color="red" variant="light" data-testid="score-report-error">
            {action.error}
          </Alert>
        )}
      </Section>
      {mode && (
        <Section
          title={
            mode === 'counter' ? REPORTS_TEXT.editorCounterHeading : REPORTS_TEXT.editorHeading
          }
          testId="score-report-editor"
          action={
            mode === 'counter' ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setCounterMode(false);
                  setEdited(null);
                }}
                data-testid="editor-cancel-counter"
              >
                {REPORTS_TEXT.cancelCounter}
              </Button>
            ) : undefined
          }
        >
          <ScoreEditor
            state={editor}
            onChange={setEdited}
            teams={[
              { value: team1.id, label: sides[0].name },
              { value: team2.id, label: sides[1].name },
            ]}
            maps={choices.maps}
            heroes={choices.heroes}
            settings={settings}
            profile={profile}
            assumeLoserPicks={assumeLoserPicks}
            onLoadProposed={
              report ? () => setEdited(editorFromReportData(report.data, firstTo)) : null
            }
            onReview={() => setConfirming(true)}
            reviewLabel={REPORTS_TEXT.reviewReport}
          />
          <ScoreConfirmModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => void submit()}
            submitLabel={getScoreReportSubmitLabel(settings)}
            isUnchanged={isUnchanged}
            isPending={action.pending === 'submit'}
            data={reportData}
            names={names}
            teams={sides}
          />
        </Section>
      )}
      {history}
    </Stack>
  );
}

/**
 * /match/:id/score-reporting (public-site §2 auth, §4, §6; broadcast §2 "Match editor" score-report mode):
 * the open score report with its label for this viewer, the team and staff buttons the state machine allows,
 * the editor to submit or counter with the 'Reporting Score' confirm, and the report history. Team members of
 * either team and match staff only, while the event has score reporting on.
 */
export function ScoreReportPage() {
  return (
    <ReportPageFrame page="scoreReporting" testId="match-score-reporting">
      {(context, user) => <ScoreReporting context={context} user={user} />}
    </ReportPageFrame>
  );
}
