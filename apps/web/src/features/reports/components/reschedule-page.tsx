import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  formatDate,
  getRescheduleHeading,
  getRescheduleLabel,
  isMatchComplete,
  isReschedulingLocked,
  isValidTimeZone,
  validateMatchStartWindow,
  type RescheduleState,
} from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import type { MatchPageContext } from '../../match-pages/match-page-types.js';
import { canSubmitReschedule, getRescheduleButtons } from '../get-report-buttons.js';
import { getReportViewer } from '../get-report-viewer.js';
import { useLinkedReports } from '../hooks/use-linked-reports.js';
import { useReportAction } from '../hooks/use-report-action.js';
import { readReportSettings } from '../read-report-settings.js';
import { toPermissionMatch } from '../to-permission-match.js';
import { toReportSnapshot } from '../to-report-snapshot.js';
import { fromZonedInputValue, toZonedInputValue } from '../zoned-input-value.js';
import { ReportButtons } from './report-buttons.js';
import { ReportPageFrame } from './report-page-frame.js';
import { ReportHistory } from './report-history.js';

/** A start of a request's data (RescheduleData: start, previous_start), or null. */
function readStart(data: unknown, key: 'start' | 'previous_start'): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Why the chosen start cannot be sent (null: it can). */
function checkStart(input: {
  readonly start: string | null;
  readonly earliest: string | null;
  readonly latest: string | null;
  readonly timeZone: string;
  readonly use24HourTime: boolean;
  readonly now: number;
}): string | null {
  if (input.start === null) return null;
  const window = validateMatchStartWindow({
    start: input.start,
    earliestTime: input.earliest,
    latestTime: input.latest,
    timeZone: input.timeZone,
    use24HourTime: input.use24HourTime,
  });
  if (!window.valid) return window.message;
  if (Date.parse(input.start) <= input.now) return REPORTS_TEXT.startInPast;
  return null;
}

function Rescheduling({
  context,
  user,
}: {
  readonly context: MatchPageContext;
  readonly user: AuthUser;
}) {
  const { match, teams, event, access } = context;
  const { timeZone: userZone, use24HourTime } = useDateFormatter();
  const settings = readReportSettings(event?.blocks).rescheduling;
  const linked = useLinkedReports(match.reports ?? []);
  const action = useReportAction();
  const zone = event?.timezone && isValidTimeZone(event.timezone) ? event.timezone : userZone;
  const show = (instant: string) => formatDate(instant, zone, use24HourTime);
  const start = match.start ?? null;
  const earliest = match.earliest_start ?? null;
  const latest = match.latest_start ?? null;
  const [value, setValue] = useState(start ? toZonedInputValue(start, zone) : '');

  const request = linked.reschedule;
  const actor = { player_id: user.airtableID, website_settings: user.website_settings };
  const role = getReportViewer(
    actor,
    toPermissionMatch(match.id, teams, event),
    request?.team[0] ?? null,
  );
  const snapshot = request ? toReportSnapshot<RescheduleState>(request) : null;
  const buttons = getRescheduleButtons(snapshot, role, user.airtableID, settings);
  const shown = settings.use && teams.length === 2 && !isMatchComplete(match);
  const canSubmit = shown && canSubmitReschedule(snapshot, role, user.airtableID, settings);
  const heading = getRescheduleHeading(start);
  const chosen = fromZonedInputValue(value, zone);
  // the current start is no request: nothing to send, but nothing wrong to point out either
  const isUnchanged = chosen !== null && start !== null && Date.parse(chosen) === Date.parse(start);
  const problem = checkStart({
    start: chosen,
    earliest,
    latest,
    timeZone: zone,
    use24HourTime,
    now: Date.now(),
  });
  const label =
    request && role
      ? getRescheduleLabel({
          state: request.state as RescheduleState,
          viewer: role.viewer,
          staffApprove: settings.staffApprove,
          approved_by_staff: snapshot?.approved_by_staff ?? false,
        })
      : null;
  const proposedStart = readStart(request?.data, 'start');
  const previousStart = readStart(request?.data, 'previous_start');
  const teamNames = new Map(teams.map((team) => [team.id, team.name ?? '']));

  if (linked.isLoading) return null;
  return (
    <Stack gap="lg">
      <Section title={heading} testId="reschedule-current">
        <Stack gap="sm">
          <Text data-testid="reschedule-current-start">
            {start ? REPORTS_TEXT.currentStart(show(start)) : REPORTS_TEXT.noStart}
          </Text>
          {(earliest || latest) && (
            <Stack gap={2} data-testid="reschedule-window">
              {earliest && <Text size="sm">{REPORTS_TEXT.earliestStart(show(earliest))}</Text>}
              {latest && <Text size="sm">{REPORTS_TEXT.latestStart(show(latest))}</Text>}
            </Stack>
          )}
          {access.editor && start && (
            <Group gap="xs">
              <Button
                variant="default"
                loading={action.pending === 'send'}
                onClick={() =>
                  void action.run(
                    'send',
                    'send-reschedule-message',
                    { matchID: match.id, newTime: start },
                    REPORTS_TEXT.rescheduleMessageSent,
                  )
                }
                data-testid="reschedule-send-message"
              >
                {REPORTS_TEXT.sendMessage}
              </Button>
              <Text size="xs" c="dimmed">
                {REPORTS_TEXT.sendMessageHint}
              </Text>
            </Group>
          )}
        </Stack>
      </Section>
      <Section title={REPORTS_TEXT.currentRequest} testId="reschedule-request">
        {request ? (
          <Stack gap="sm">
            <Group gap="xs">
              {label && (
                <Badge
                  size="lg"
                  variant="light"
                  color={label.label === 'Denied' ? 'red' : 'yellow'}
                  style={{ textTransform: 'none' }}
                  data-testid="reschedule-label"
                >
                  {REPORTS_TEXT.labelBadge(heading, label.label)}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {REPORTS_TEXT.submittedBy(teamNames.get(request.team[0] ?? '') ?? '')}
              </Text>
            </Group>
            {proposedStart && (
              <Text fw={700} data-testid="reschedule-proposed">
                {REPORTS_TEXT.proposedStart(show(proposedStart))}
              </Text>
            )}
            {previousStart && (
              <Text size="sm" c="dimmed">
                {REPORTS_TEXT.previousStart(show(previousStart))}
              </Text>
            )}
            <ReportButtons
              buttons={buttons}
              pending={action.pending}
              testIdPrefix="reschedule"
              onPress={(button) => action.press(button, match.id)}
            />
          </Stack>
        ) : (
          <EmptyText>{REPORTS_TEXT.noRequest}</EmptyText>
        )}
        {isReschedulingLocked((request?.state ?? null) as RescheduleState | null) && (
          <Alert color="red" variant="light" data-testid="reschedule-locked">
            {REPORTS_TEXT.reschedulingLocked}
          </Alert>
        )}
        {!shown && <EmptyText>{REPORTS_TEXT.reschedulingClosed}</EmptyText>}
        {action.error && (
          <Alert color="red" variant="light" data-testid="reschedule-error">
            {action.error}
          </Alert>
        )}
      </Section>
      {canSubmit && (
        <Section
          title={REPORTS_TEXT.requestHeading(heading)}
          description={REPORTS_TEXT.startHint}
          testId="reschedule-editor"
        >
          <form
            onSubmit={(submitEvent) => {
              submitEvent.preventDefault();
              if (!chosen || problem || isUnchanged) return;
              void action.run('submit', 'submit-match-reschedule', {
                matchID: match.id,
                start: chosen,
              });
            }}
          >
            <Stack gap="sm">
              <TextInput
                type="datetime-local"
                label={REPORTS_TEXT.startLabel(zone)}
                value={value}
                onChange={(changeEvent) => setValue(changeEvent.currentTarget.value)}
                step={300}
                min={earliest ? toZonedInputValue(earliest, zone) : undefined}
                max={latest ? toZonedInputValue(latest, zone) : undefined}
                error={problem ?? undefined}
                w={{ base: '100%', sm: 320 }}
                data-testid="reschedule-start"
              />
              <Group gap="xs">
                {earliest && (
                  <Button
                    variant="default"
                    onClick={() => setValue(toZonedInputValue(earliest, zone))}
                    data-testid="reschedule-set-earliest"
                  >
                    {REPORTS_TEXT.setToEarliest}
                  </Button>
                )}
                {latest && (
                  <Button
                    variant="default"
                    onClick={() => setValue(toZonedInputValue(latest, zone))}
                    data-testid="reschedule-set-latest"
                  >
                    {REPORTS_TEXT.setToLatest}
                  </Button>
                )}
                <Button
                  type="submit"
                  disabled={!chosen || problem !== null || isUnchanged}
                  loading={action.pending === 'submit'}
                  data-testid="reschedule-submit"
                >
                  {REPORTS_TEXT.submitRequest}
                </Button>
              </Group>
            </Stack>
          </form>
        </Section>
      )}
      <ReportHistory
        type="reschedule"
        testId="reschedule-history"
        reportIds={[...(match.reports ?? []), ...(match.report_history ?? [])]}
        teamNames={teamNames}
      />
    </Stack>
  );
}

/**
 * /match/:id/rescheduling (public-site §2 auth, §4 "Reschedule request display", §6; broadcast §5 date editor):
 * the current start and the allowed window in the event time zone, the request with its label for this viewer
 * ('Reschedule' or 'Schedule'), the team and staff buttons the state machine allows, the date editor (5-minute
 * steps, the window rule's texts) and the history; match editors can announce the saved start.
 */
export function ReschedulePage() {
  return (
    <ReportPageFrame page="rescheduling" testId="match-rescheduling">
      {(context, user) => <Rescheduling context={context} user={user} />}
    </ReportPageFrame>
  );
}
