import { Fragment } from 'react';
import { useTeamColors } from '../shell/use-team-colors.js';
import { getOpponent } from '../history/get-opponent.js';
import { HistoryEmpty, HistoryRow, HistorySectionLabel } from '../history/team-history-card.js';
import { TwoTeamColumns } from '../history/two-team-columns.js';
import { useTeamMatches } from '../history/use-team-matches.js';
import type { LiveTeam } from '../shell/live-match.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { TeamCard } from '../rosters/team-card.js';
import { formatHistoryDate } from './format-history-date.js';
import { getSectionLabel } from './get-section-label.js';
import {
  parseSeasonHistoryOptions,
  type SeasonHistoryOptions,
} from './parse-season-history-options.js';
import { SEASON_HISTORY_TEXT } from './season-history-text.js';
import { selectSeasonHistory } from './select-season-history.js';

/** One live team's event history on its theme: dated results, with stage / group labels under `headers`. */
function TeamSeason({
  team,
  side,
  options,
  liveMatchId,
  eventId,
  eventName,
  timeZone,
}: {
  readonly team: LiveTeam;
  readonly side: 0 | 1;
  readonly options: SeasonHistoryOptions;
  readonly liveMatchId: string;
  readonly eventId: string | null;
  readonly eventName: string | null;
  readonly timeZone: string | null;
}) {
  const colors = useTeamColors(team);
  const matches = useTeamMatches(team.record);
  if (!colors.ready || matches === null) return null;
  const entries = selectSeasonHistory(matches, {
    teamId: team.id,
    eventId,
    stage: options.stage,
    group: options.group,
    max: options.max,
    excludeId: liveMatchId,
  });
  let lastSection: string | null = null;
  return (
    <TeamCard
      team={team}
      side={side}
      colors={colors}
      className="history-card"
      testId="history-team"
      nameTestId="history-team-name"
      subtitle={SEASON_HISTORY_TEXT.subtitle(eventName, entries.length)}
    >
      {entries.length === 0 ? <HistoryEmpty>{SEASON_HISTORY_TEXT.noMatches}</HistoryEmpty> : null}
      {entries.map(({ match, result }, index) => {
        const opponent = getOpponent(match.teamRecords, result.opponentId);
        const section = options.headers ? getSectionLabel(match) : null;
        const showSection = section !== null && section !== lastSection;
        lastSection = section;
        return (
          <Fragment key={match.id}>
            {showSection ? (
              <HistorySectionLabel colors={colors}>{section}</HistorySectionLabel>
            ) : null}
            <HistoryRow
              matchId={match.id}
              result={result}
              opponentName={opponent.name}
              opponentCode={opponent.code}
              date={formatHistoryDate(match.start, timeZone)}
              position={index}
              colors={colors}
            />
          </Fragment>
        );
      })}
    </TeamCard>
  );
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * season-history (OVERLAYS §1): both live teams' whole-event history side by side on their team themes: each
 * finished match of the live match's event (other than the live one) in play order, dated in the broadcast's
 * timezone, with result, opponent and score. Options headers (stage / group labels), matches / match / max (the
 * latest N), stage / group (filters).
 */
export function SeasonHistoryOverlay(_props: OverlayComponentProps) {
  const { options: shellOptions, broadcast } = useOverlay();
  const { match, loading } = useLiveMatch();
  if (loading || !match) return null;
  const options = parseSeasonHistoryOptions(shellOptions.params);
  const event = Array.isArray(match.record['event'])
    ? (match.record['event'][0] as Record<string, unknown> | undefined)
    : undefined;
  const eventId = typeof event?.['id'] === 'string' ? event['id'] : null;
  return (
    <TwoTeamColumns
      testId="season-history-overlay"
      inset={{ x: 120, top: 100, bottom: 100 }}
      gap={48}
      teams={match.teams}
    >
      {(team, side) => (
        <TeamSeason
          key={team.id}
          team={team}
          side={side}
          options={options}
          liveMatchId={match.id}
          eventId={eventId}
          eventName={text(event?.['name'])}
          timeZone={text(broadcast['timezone'])}
        />
      )}
    </TwoTeamColumns>
  );
}
