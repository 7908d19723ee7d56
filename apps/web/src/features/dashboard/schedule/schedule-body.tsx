import { useEffect, useState } from 'react';
import { Center, Stack, Table, Text } from '@mantine/core';
import type { EventRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import {
  DEFAULT_BROADCAST_TIMEZONE,
  getTimeZoneAbbreviation,
  resolveTimezoneSetting,
} from '@castline/domain';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { useUserSettings } from '../../../lib/settings/settings-context.js';
import { useHydrated, useThings } from '../../../lib/things/thing-hooks.js';
import {
  isThingReady,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { describeMatch } from '../../matches/describe-match.js';
import { useMatchBrackets } from '../../matches/hooks/use-match-brackets.js';
import { useDashboard } from '../dashboard-context.js';
import type { DashboardMatch } from '../dashboard-records.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { ReasonCheckbox } from './reason-checkbox.js';
import { formatScheduleStart } from './format-schedule-start.js';
import { sortScheduleMatches } from './sort-schedule-matches.js';
import { SCHEDULE_TEXT } from './schedule-text.js';

type ScheduleMatch = WithLinks<
  MatchRecord,
  { teams: Loadable<TeamRecord>[]; event: Loadable<EventRecord>[] }
>;

/** What a schedule row reads: the match, its teams (names) and its event (a lone team's half). */
const SCHEDULE_ROW_TREE: HydrationTree = { teams: true, event: true };

/** The press key of the Live Match column (one live match: one press at a time). */
export const LIVE_MATCH_PRESS = 'schedule-live-match';
export const overlaysPressKey = (matchId: string, type: 'primary' | 'secondary') =>
  `schedule-overlays-${type}-${matchId}`;

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A boolean control's shown value while its press is in flight: the value asked for until the record says so (or
 * the press failed), so the box does not jump back before the record's data_update arrives.
 */
function useOptimistic<T>(recorded: T): [T, (target: T) => void, () => void] {
  const [target, setTarget] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (target !== null && Object.is(target.value, recorded)) setTarget(null);
  }, [target, recorded]);
  return [
    target === null ? recorded : target.value,
    (value) => setTarget({ value }),
    () => setTarget(null),
  ];
}

function ScheduleRow({
  matchId,
  timeZone,
  liveMatchId,
  onLiveChange,
  liveDisabledReason,
}: {
  readonly matchId: string;
  readonly timeZone: string;
  readonly liveMatchId: string | null;
  readonly onLiveChange: (matchId: string, live: boolean) => void;
  readonly liveDisabledReason: string | null;
}) {
  const { data, run, pending } = useDashboard();
  const { use24HourTime } = useUserSettings();
  const entry = useHydrated<ScheduleMatch>(matchId, SCHEDULE_ROW_TREE);
  const match = isThingReady(entry) ? entry : null;
  const teams = match ? readyThings(match.teams) : [];
  const event = match ? (readyThings(match.event)[0] ?? null) : null;
  const { brackets } = useMatchBrackets(
    match ? { teams: match.teams, brackets: match.brackets } : null,
  );
  const name = match
    ? describeMatch({ ...match, id: match.id }, teams, event, brackets).name
    : SCHEDULE_TEXT.loadingMatch;
  const start = match?.start ? formatScheduleStart(match.start, timeZone, use24HourTime) : null;

  const [primary, setPrimary, clearPrimary] = useOptimistic(match?.show_on_overlays === true);
  const [secondary, setSecondary, clearSecondary] = useOptimistic(
    match?.show_on_secondary_overlays === true,
  );
  const hasSecondary = match !== null && 'show_on_secondary_overlays' in match;
  const overlaysReason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : null;

  const toggle = async (
    type: 'primary' | 'secondary',
    state: boolean,
    set: (value: boolean) => void,
    clear: () => void,
  ) => {
    set(state);
    const answer = await run({
      key: overlaysPressKey(matchId, type),
      action: 'set-match-overlays',
      body: { match: matchId, overlayType: type, state },
    });
    if (!answer || answer.error) clear();
  };
  const overlayBox = (
    type: 'primary' | 'secondary',
    checked: boolean,
    set: (value: boolean) => void,
    clear: () => void,
  ) => {
    const busy = pending.has(overlaysPressKey(matchId, type));
    const reason = overlaysReason ?? (busy ? DASHBOARD_TEXT.reasons.pending : null);
    return (
      <ReasonCheckbox
        size="xs"
        label={type === 'primary' ? SCHEDULE_TEXT.primary : SCHEDULE_TEXT.secondary}
        aria-label={
          type === 'primary' ? SCHEDULE_TEXT.primaryLabel(name) : SCHEDULE_TEXT.secondaryLabel(name)
        }
        checked={checked}
        disabled={match === null}
        reason={reason}
        testId={`schedule-overlays-${type}`}
        onChange={(e) => void toggle(type, e.currentTarget.checked, set, clear)}
      />
    );
  };
  const isLive = liveMatchId === matchId;

  return (
    <Table.Tr
      data-testid="schedule-editor-row"
      data-match-id={matchId}
      data-live={isLive ? 'true' : 'false'}
      style={isLive ? { background: 'var(--mantine-color-violet-light)' } : undefined}
    >
      <Table.Td>
        <Text
          size="sm"
          fw={isLive ? 700 : 500}
          lineClamp={2}
          title={name}
          data-testid="schedule-editor-match"
        >
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        {start ? (
          <Text
            component="time"
            dateTime={match?.start ?? undefined}
            size="sm"
            data-testid="schedule-editor-start"
            style={{ whiteSpace: 'nowrap' }}
          >
            <span style={{ display: 'block' }}>{start.date}</span>{' '}
            <span style={{ display: 'block', fontWeight: 600 }}>{start.time}</span>
          </Text>
        ) : (
          <Text size="sm" data-testid="schedule-editor-start">
            {CLIENT_TEXT.matchTbd}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {overlayBox('primary', primary, setPrimary, clearPrimary)}
          {hasSecondary ? overlayBox('secondary', secondary, setSecondary, clearSecondary) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Center>
          <ReasonCheckbox
            size="sm"
            aria-label={SCHEDULE_TEXT.liveLabel(name)}
            checked={isLive}
            disabled={match === null}
            reason={liveDisabledReason}
            testId="schedule-live-match"
            onChange={(e) => onLiveChange(matchId, e.currentTarget.checked)}
          />
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Schedule module's body (broadcast spec §2 "Schedule table", OVERLAYS §4 Schedule editor): the broadcast's scheduled matches by
 * start, with columns Match, Start time (in the broadcast timezone, default America/New_York), Show on overlays
 * (set-match-overlays, primary and secondary) and Live Match (update-broadcast match; un-ticking the live one sets
 * no live match).
 */
export function ScheduleBody() {
  const { data, run, pending } = useDashboard();
  const scheduleIds = links(data.broadcast?.schedule);
  const entries = useThings<DashboardMatch>(scheduleIds);
  const sorted = sortScheduleMatches(scheduleIds, entries);
  const timeZone = resolveTimezoneSetting(data.broadcast?.timezone, DEFAULT_BROADCAST_TIMEZONE);
  const recordedLive = links(data.broadcast?.live_match)[0] ?? null;
  const [liveMatchId, setLive, clearLive] = useOptimistic<string | null>(recordedLive);
  const busy = pending.has(LIVE_MATCH_PRESS);
  const liveReason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : busy
      ? DASHBOARD_TEXT.reasons.pending
      : null;
  const onLiveChange = (matchId: string, live: boolean) => {
    const match = live ? matchId : null;
    setLive(match);
    void run({ key: LIVE_MATCH_PRESS, action: 'update-broadcast', body: { match } }).then(
      (answer) => {
        if (!answer || answer.error) clearLive();
      },
    );
  };
  const zone = getTimeZoneAbbreviation(Date.now(), timeZone);

  return (
    <Stack gap="xs" data-testid="schedule-module">
      {scheduleIds.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="schedule-editor-empty">
          {SCHEDULE_TEXT.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table
            verticalSpacing={6}
            horizontalSpacing="xs"
            aria-label={SCHEDULE_TEXT.tableLabel}
            data-testid="schedule-editor"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{SCHEDULE_TEXT.columns.match}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{SCHEDULE_TEXT.columns.start}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>
                  {SCHEDULE_TEXT.columns.overlays}
                </Table.Th>
                <Table.Th style={{ textAlign: 'center', whiteSpace: 'nowrap' }}>
                  {SCHEDULE_TEXT.columns.live}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((id) => (
                <ScheduleRow
                  key={id}
                  matchId={id}
                  timeZone={timeZone}
                  liveMatchId={liveMatchId}
                  onLiveChange={onLiveChange}
                  liveDisabledReason={liveReason}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" data-testid="schedule-editor-zone">
        {SCHEDULE_TEXT.zone(zone, timeZone)}
      </Text>
    </Stack>
  );
}
