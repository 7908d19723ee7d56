import { Text, Timeline } from '@mantine/core';
import type { PlayerRecord, ReportRecord } from '@castline/contracts';
import { PAGES_TEXT, REPORTS_TEXT } from '../../../lib/client-text.js';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';

type LogEntry = ReportRecord['log'][number];

/** Player names of log actors (ids of players; "system" is not one). */
export function useActorNames(ids: readonly string[]): Map<string, string> {
  const players = readyThings(useThings<PlayerRecord>(ids.filter((id) => id.startsWith('rec'))));
  return new Map(players.map((p) => [p.id, p.name ?? '']));
}

/**
 * A report's log (RULES b.6) in time order: each entry's readable sentence, with its time and who did it —
 * the player and their team, the player and 'Staff', or 'System'.
 */
export function ReportLog({
  log,
  teamNames,
  actors,
}: {
  readonly log: readonly LogEntry[];
  readonly teamNames: ReadonlyMap<string, string>;
  readonly actors: ReadonlyMap<string, string>;
}) {
  const { format } = useDateFormatter();
  if (log.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {REPORTS_TEXT.historyEmpty}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} active={log.length - 1} data-testid="report-log">
      {log.map((entry, index) => (
        <Timeline.Item
          key={`${entry.at}-${index}`}
          title={entry.text}
          data-testid="report-log-entry"
        >
          <Text size="xs" c="dimmed">
            {format(entry.at)} ·{' '}
            {entry.actor === 'system'
              ? PAGES_TEXT.matchSystem
              : REPORTS_TEXT.logBy([
                  actors.get(entry.actor) ?? '',
                  entry.staff ? PAGES_TEXT.teamStaffBadge : (teamNames.get(entry.team ?? '') ?? ''),
                ])}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A report's log in time order (entries may arrive in any order). */
export function sortLog(log: readonly LogEntry[] | null | undefined): LogEntry[] {
  return [...(log ?? [])].sort((a, b) => a.at - b.at);
}
