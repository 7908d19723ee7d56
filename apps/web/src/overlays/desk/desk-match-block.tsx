import type { LiveMatchView, LiveTeam } from '../shell/live-match.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import { type OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { DeskBox } from './desk-box.js';
import { DESK_TEXT } from './desk-text.js';
import { getMatchCentre } from './get-match-centre.js';

const TEAM_W = 560;
const HEIGHT = 150;

/** One team of the Match mode: logo and name on the team's theme, the logo on the outer edge. */
function TeamPanel({
  team,
  colors,
  side,
}: {
  readonly team: LiveTeam | null;
  readonly colors: OverlayColors;
  readonly side: 'left' | 'right';
}) {
  const name = team?.name || DESK_TEXT.toBeDecided;
  return (
    <DeskBox
      colors={colors}
      testId="desk-team"
      style={{
        width: TEAM_W,
        height: HEIGHT,
        display: 'flex',
        flexDirection: side === 'left' ? 'row' : 'row-reverse',
        alignItems: 'center',
        gap: 24,
        padding: '0 28px',
      }}
    >
      {colors.logoUrl ? (
        <img
          src={colors.logoUrl}
          alt=""
          style={{ height: 110, width: 110, objectFit: 'contain', flex: 'none' }}
        />
      ) : null}
      <FitText
        testId="desk-team-name"
        text={name}
        short={team?.code ?? null}
        style={{
          flex: '1 1 auto',
          fontSize: 44,
          fontWeight: 800,
          textAlign: side === 'left' ? 'left' : 'right',
        }}
      />
    </DeskBox>
  );
}

/** Match (RULES (g)): both teams' names and logos, and the score between them, or "vs" before the start. */
export function DeskMatchBlock({
  match,
  colors,
}: {
  readonly match: LiveMatchView;
  readonly colors: OverlayColors;
}) {
  const left = useTeamColors(match.teams[0]);
  const right = useTeamColors(match.teams[1]);
  if (!left.ready || !right.ready) return null;
  const start = typeof match.record['start'] === 'string' ? match.record['start'] : null;
  const centre = getMatchCentre({
    scores: match.scores,
    start,
    anyMapPlayed: match.maps.some(
      (map) =>
        map.record['draw'] === true ||
        (Array.isArray(map.record['winner']) && map.record['winner'].length > 0),
    ),
    now: Date.now(),
  });
  return (
    <div data-testid="desk-match" style={{ display: 'flex', alignItems: 'stretch', gap: 0 }}>
      <TeamPanel team={match.teams[0]} colors={left} side="left" />
      <DeskBox
        colors={colors}
        testId="desk-centre"
        style={{
          width: 240,
          height: HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 20,
          fontWeight: 900,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {centre.kind === 'versus' ? (
          <span data-testid="desk-versus" style={{ fontSize: 56, textTransform: 'uppercase' }}>
            {DESK_TEXT.versus}
          </span>
        ) : (
          <>
            <span data-testid="desk-score" style={{ fontSize: 80 }}>
              {centre.scores[0]}
            </span>
            <span style={{ fontSize: 48, opacity: 0.6 }}>-</span>
            <span data-testid="desk-score" style={{ fontSize: 80 }}>
              {centre.scores[1]}
            </span>
          </>
        )}
      </DeskBox>
      <TeamPanel team={match.teams[1]} colors={right} side="right" />
    </div>
  );
}
