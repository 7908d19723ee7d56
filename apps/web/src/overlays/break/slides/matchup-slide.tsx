import { useOverlay } from '../../shell/overlay-context.js';
import { useTeamColors } from '../../shell/use-team-colors.js';
import { THEME_BORDER_PX } from '../../shell/overlay-constants.js';
import type { LiveTeam } from '../../shell/live-match.js';
import { useLiveMatch } from '../../shell/use-live-match.js';
import { formatScheduleTime, resolveOverlayTimeZone } from '../../schedule/format-schedule-time.js';
import { BREAK_TEXT } from '../break-text.js';
import { fitFontSize } from '../fit-font-size.js';
import { useServerNow } from '../../shell/use-server-clock.js';

const TEAM_NAME_WIDTH = 640;

function TeamCard({
  team,
  score,
  side,
}: {
  readonly team: LiveTeam | null;
  readonly score: number | null;
  readonly side: 'left' | 'right';
}) {
  const colors = useTeamColors(team);
  const name = team?.name || BREAK_TEXT.tbd;
  return (
    <div
      data-testid="break-matchup-team"
      data-side={side}
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 20,
        padding: '32px 32px',
        boxSizing: 'border-box',
        overflow: 'hidden',
        background: colors.background,
        color: colors.text,
        [side === 'left' ? 'borderLeft' : 'borderRight']:
          `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      {colors.logoUrl ? (
        <div
          style={{
            flex: '1 1 0',
            minHeight: 0,
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <img
            src={colors.logoUrl}
            alt={colors.name || name}
            style={{ maxHeight: '100%', maxWidth: 420, objectFit: 'contain' }}
          />
        </div>
      ) : null}
      <div
        data-testid="break-matchup-name"
        title={name}
        style={{
          fontSize: fitFontSize(name, TEAM_NAME_WIDTH, 72, 40),
          fontWeight: 900,
          lineHeight: 1.2,
          flex: 'none',
          maxWidth: '100%',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {name}
      </div>
      {score !== null ? (
        <div
          data-testid="break-matchup-score"
          style={{ flex: 'none', fontSize: 96, fontWeight: 900, lineHeight: 1 }}
        >
          {score}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Matchup slide (RULES (f)): the live match's two teams on their own themes with their logos, "vs" between them,
 * the match's name and start time (broadcast time zone) under them; the scores once the match has started.
 */
export function MatchupSlide() {
  const { broadcast, colors } = useOverlay();
  const { match } = useLiveMatch();
  const now = useServerNow(60_000);
  if (!match) return null;
  const record = match.record;
  const started = (match.scores[0] ?? 0) + (match.scores[1] ?? 0) > 0;
  const name =
    (typeof record['custom_name'] === 'string' && record['custom_name'].trim()) ||
    (typeof record['name'] === 'string' && record['name'].trim()) ||
    '';
  const time = formatScheduleTime(
    typeof record['start'] === 'string' ? record['start'] : null,
    now,
    resolveOverlayTimeZone(broadcast['timezone'] ?? 'America/New_York'),
  );
  const detail = [name, time].filter(Boolean).join(' · ');
  return (
    <div
      data-testid="break-slide-matchup"
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', gap: 24 }}
    >
      <div style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'stretch', gap: 24 }}>
        <TeamCard team={match.teams[0]} score={started ? match.scores[0] : null} side="left" />
        <div
          style={{
            alignSelf: 'center',
            fontSize: 64,
            fontWeight: 900,
            padding: '16px 28px',
            background: colors.background,
            color: colors.text,
            border: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          }}
        >
          {BREAK_TEXT.versus}
        </div>
        <TeamCard team={match.teams[1]} score={started ? match.scores[1] : null} side="right" />
      </div>
      {detail ? (
        <div
          data-testid="break-matchup-detail"
          style={{
            alignSelf: 'center',
            maxWidth: '100%',
            fontSize: 36,
            fontWeight: 700,
            padding: '12px 40px',
            background: colors.background,
            color: colors.text,
            borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {detail}
        </div>
      ) : null}
    </div>
  );
}
