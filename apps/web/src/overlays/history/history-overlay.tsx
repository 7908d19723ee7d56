import type { LiveTeam } from '../shell/live-match.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { TeamCard } from '../rosters/team-card.js';
import { getOpponent } from './get-opponent.js';
import { HISTORY_TEXT } from './history-text.js';
import { parseHistoryOptions, type HistoryOptions } from './parse-history-options.js';
import { selectTeamHistory } from './select-team-history.js';
import { HistoryEmpty, HistoryRow } from './team-history-card.js';
import { TwoTeamColumns } from './two-team-columns.js';
import { useTeamMatches } from './use-team-matches.js';

/** One live team's last results on its theme; nothing until its theme and matches have arrived. */
function TeamHistory({
  team,
  side,
  options,
  liveMatchId,
}: {
  readonly team: LiveTeam;
  readonly side: 0 | 1;
  readonly options: HistoryOptions;
  readonly liveMatchId: string;
}) {
  const colors = useTeamColors(team);
  const matches = useTeamMatches(team.record);
  if (!colors.ready || matches === null) return null;
  const entries = selectTeamHistory(matches, {
    teamId: team.id,
    max: options.max,
    reverse: options.reverse,
    excludeId: liveMatchId,
  });
  return (
    <TeamCard
      team={team}
      side={side}
      colors={colors}
      className="history-card"
      testId="history-team"
      nameTestId="history-team-name"
      subtitle={entries.length > 0 ? HISTORY_TEXT.lastResults(entries.length) : null}
    >
      {entries.length === 0 ? <HistoryEmpty>{HISTORY_TEXT.noResults}</HistoryEmpty> : null}
      {entries.map(({ match, result }, index) => {
        const opponent = getOpponent(match.teamRecords, result.opponentId);
        return (
          <HistoryRow
            key={match.id}
            matchId={match.id}
            result={result}
            opponentName={opponent.name}
            opponentCode={opponent.code}
            position={index}
            colors={colors}
          />
        );
      })}
    </TeamCard>
  );
}

/**
 * history (OVERLAYS §1): each live team's last results (its finished matches other than the live one, newest
 * first) on its team theme: win / loss / draw, the score in the team's order, the opponent. Options max (default
 * 5) and reverse (default true; false lists the same results oldest first).
 */
export function HistoryOverlay(_props: OverlayComponentProps) {
  const { options: shellOptions } = useOverlay();
  const { match, loading } = useLiveMatch();
  if (loading || !match) return null;
  const options = parseHistoryOptions(shellOptions.params);
  return (
    <TwoTeamColumns
      testId="history-overlay"
      inset={{ x: 160, top: 160, bottom: 120 }}
      gap={64}
      teams={match.teams}
    >
      {(team, side) => (
        <TeamHistory
          key={team.id}
          team={team}
          side={side}
          options={options}
          liveMatchId={match.id}
        />
      )}
    </TwoTeamColumns>
  );
}
