import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DERIVED,
  type EventRecord,
  type EventReportsRecord,
  type MatchRecord,
  type ReportRecord,
  type TeamRecord,
} from '@castline/contracts';
import {
  formatDate,
  getMatchName,
  getRescheduleLabel,
  getScoreReportLabel,
  isValidTimeZone,
  type RescheduleState,
  type ScoreReportState,
} from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { getEntityPath } from '../../../lib/links/site-links.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useHydrated, useThing } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingMissing,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { getRescheduleButtons, getScoreReportButtons } from '../get-report-buttons.js';
import { getReportViewer } from '../get-report-viewer.js';
import { useReportAction } from '../hooks/use-report-action.js';
import { useReportChoices } from '../hooks/use-report-choices.js';
import { readReportSettings } from '../read-report-settings.js';
import { toPermissionMatch } from '../to-permission-match.js';
import { toReportSnapshot } from '../to-report-snapshot.js';
import { ReportButtons } from './report-buttons.js';
import { ReportDiff } from './report-diff.js';
import { ReportSummary } from './report-summary.js';

type QueueEntry = EventReportsRecord['open'][number];
type QueueMatch = WithLinks<MatchRecord, { teams: Loadable<TeamRecord>[] }>;

const QUEUE_MATCH_TREE = { teams: true } as const;

/** What the queue reads of its event. */
export type QueueEvent = Pick<
  EventRecord,
  'id' | 'name' | 'short' | 'blocks' | 'map_pool' | 'game' | 'timezone' | 'staff'
>;

/** One open report or request of the queue: what it says, its label for staff, and the staff buttons. */
function QueueItem({
  entry,
  event,
  user,
}: {
  readonly entry: QueueEntry;
  readonly event: QueueEvent;
  readonly user: AuthUser;
}) {
  const report = useThing<ReportRecord>(entry.report);
  const match = useHydrated<QueueMatch>(entry.match, QUEUE_MATCH_TREE);
  const ready = isThingReady(match) ? match : null;
  const choices = useReportChoices({
    matchMaps: ready?.maps ?? [],
    mapPool: event.map_pool,
    game: ready?.game ?? event.game ?? null,
  });
  const action = useReportAction();
  const { format, use24HourTime } = useDateFormatter();
  if (!isThingReady(report) || !ready || ready.teams.some(isThingLoading)) {
    return <PageLoader />;
  }
  const teams = readyThings(ready.teams);
  const settings = readReportSettings(event.blocks);
  const role = getReportViewer(
    { player_id: user.airtableID, website_settings: user.website_settings },
    toPermissionMatch(ready.id, teams, event),
    report.team[0] ?? null,
  );
  const isStaff = role?.viewer === 'staff';
  const isScore = report.type === 'score';
  const switches = isScore ? settings.score : settings.rescheduling;
  const buttons = !isStaff
    ? []
    : isScore
      ? getScoreReportButtons(
          toReportSnapshot<ScoreReportState>(report),
          role,
          user.airtableID,
          settings.score,
        )
      : getRescheduleButtons(
          toReportSnapshot<RescheduleState>(report),
          role,
          user.airtableID,
          settings.rescheduling,
        );
  const label = isScore
    ? getScoreReportLabel({
        state: report.state as ScoreReportState,
        viewer: 'staff',
        staffApprove: switches.staffApprove,
        approved_by_staff: report.approved_by_staff,
      })
    : getRescheduleLabel({
        state: report.state as RescheduleState,
        viewer: 'staff',
        staffApprove: switches.staffApprove,
        approved_by_staff: report.approved_by_staff,
      });
  const name = getMatchName({ ...ready, teams, event });
  const teamNames = new Map(teams.map((team) => [team.id, team.name ?? '']));
  const names = { teams: teamNames, maps: choices.mapNames, heroes: choices.heroNames };
  const [team1, team2] = teams;
  const sides = [
    { id: team1?.id ?? '', name: team1?.name ?? '' },
    { id: team2?.id ?? '', name: team2?.name ?? '' },
  ] as const;
  const zone = event.timezone && isValidTimeZone(event.timezone) ? event.timezone : null;
  const start =
    typeof (report.data as { start?: unknown } | null)?.start === 'string'
      ? (report.data as { start: string }).start
      : null;
  const page = isScore ? 'score-reporting' : 'rescheduling';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="queue-item"
      data-report-id={report.id}
      data-state={report.state}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`${getEntityPath('match', ready.id)}/${page}`}
              fw={800}
              data-testid="queue-item-match"
            >
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {REPORTS_TEXT.queueType[report.type]} ·{' '}
              {REPORTS_TEXT.submittedBy(teamNames.get(report.team[0] ?? '') ?? '')} ·{' '}
              {REPORTS_TEXT.queueSince(format(entry.since))}
            </Text>
          </Stack>
          {label && (
            <Badge
              variant="light"
              color={label.label === 'Needs approval' ? 'yellow' : 'gray'}
              style={{ textTransform: 'none' }}
              data-testid="queue-item-label"
            >
              {label.label}
            </Badge>
          )}
        </Group>
        {isScore ? (
          <>
            <ReportSummary data={report.data} names={names} teams={sides} />
            {report.countered_data != null && (
              <ReportDiff
                report={report.data}
                counter={report.countered_data}
                names={names}
                teams={[sides[0].name, sides[1].name]}
              />
            )}
          </>
        ) : (
          start && (
            <Text fw={700} data-testid="queue-item-start">
              {REPORTS_TEXT.proposedStart(
                zone ? formatDate(start, zone, use24HourTime) : format(start),
              )}
            </Text>
          )
        )}
        {isStaff ? (
          <ReportButtons
            buttons={buttons}
            pending={action.pending}
            testIdPrefix="queue"
            onPress={(button) => action.press(button, ready.id)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {REPORTS_TEXT.queueNotStaff}
          </Text>
        )}
        {action.error && (
          <Text size="sm" c="red" role="alert" data-testid="queue-item-error">
            {action.error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The staff queue of an event (issue 18 item 4): every open score report and reschedule request of the event
 * (event-reports-{event}, published by the backend), oldest first, each with its label for staff, what it
 * proposes, the diff between report and counter for Countered and Disputed reports, and one-click staff
 * actions. Everything updates live.
 */
export function ReportQueue({
  event,
  user,
}: {
  readonly event: QueueEvent;
  readonly user: AuthUser;
}) {
  const queue = useThing<EventReportsRecord>(DERIVED.eventReports(event.id));
  if (!isThingReady(queue) && !isThingMissing(queue)) return <PageLoader />;
  const entries = isThingReady(queue) ? [...queue.open].sort((a, b) => a.since - b.since) : [];
  if (entries.length === 0) {
    return (
      <Text c="dimmed" data-testid="queue-empty">
        {REPORTS_TEXT.queueEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="queue">
      {entries.map((entry) => (
        <QueueItem key={entry.report} entry={entry} event={event} user={user} />
      ))}
    </Stack>
  );
}
