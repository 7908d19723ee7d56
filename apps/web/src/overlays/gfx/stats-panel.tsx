import { memo, type CSSProperties } from 'react';
import { useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { FitText } from '../shell/fit-text.js';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { LiveTeam } from '../shell/live-match.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useOverlayColors, type OverlayColors } from '../shell/use-overlay-theme.js';
import {
  computeHeadToHead,
  computeTeamStats,
  type StatsMatch,
  type TeamStats,
} from './compute-team-stats.js';
import { GfxBox } from './gfx-box.js';
import { GFX_TEXT } from './gfx-text.js';

const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const linkIds = (value: unknown): readonly string[] =>
  Array.isArray(value)
    ? value
        .map((v) => (typeof v === 'string' ? v : (v as { id?: unknown } | null)?.id))
        .filter((v): v is string => typeof v === 'string')
    : [];

const ROWS: readonly { readonly label: string; readonly value: (s: TeamStats) => string }[] = [
  { label: GFX_TEXT.statsMatches, value: (s) => String(s.played) },
  { label: GFX_TEXT.statsWins, value: (s) => String(s.wins) },
  { label: GFX_TEXT.statsLosses, value: (s) => String(s.losses) },
  { label: GFX_TEXT.statsMaps, value: (s) => `${s.mapsWon}–${s.mapsLost}` },
  {
    label: GFX_TEXT.statsMapDiff,
    value: (s) => {
      const diff = s.mapsWon - s.mapsLost;
      return diff > 0 ? `+${diff}` : String(diff);
    },
  },
  {
    label: GFX_TEXT.statsStreak,
    value: (s) => (s.streak ? `${s.streak.result}${s.streak.count}` : GFX_TEXT.statsNoStreak),
  },
];

const STATS_CSS = `
@keyframes gfx-stats-in { from { opacity: 0; transform: translateY(4%); } to { opacity: 1; transform: none; } }
.gfx-stats-col { animation: gfx-stats-in 520ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.gfx-stats-col:nth-child(2) { animation-delay: 90ms; }
.gfx-stats-col:nth-child(3) { animation-delay: 180ms; }
.overlay-content[data-animate="false"] .gfx-stats-col { animation: none; }
`;

/** Row height and header height, as container units of the panel box. */
const HEADER: CSSProperties = { height: '16cqh', flex: '0 0 auto' };
const ROW: CSSProperties = {
  height: '9cqh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'min(6cqh, 3.4cqw)',
  fontVariantNumeric: 'tabular-nums',
};

/** One team's column: logo and name on its theme, then its values. */
const TeamColumn = memo(function TeamColumn({
  team,
  stats,
  side,
}: {
  readonly team: LiveTeam;
  readonly stats: TeamStats;
  readonly side: 'left' | 'right';
}) {
  // The live team's theme link arrives hydrated (LIVE_MATCH_TREE), so read its id from the record as well.
  const colors = useOverlayColors(team.themeId ?? linkIds(team.record['theme'])[0] ?? null);
  return (
    <div
      className="gfx-stats-col"
      data-testid={`gfx-stats-${side}`}
      style={{ ...columnStyle(colors), flex: '1 1 0', minWidth: 0 }}
    >
      <div
        style={{
          ...HEADER,
          display: 'flex',
          alignItems: 'center',
          flexDirection: side === 'left' ? 'row' : 'row-reverse',
          gap: '2cqw',
          padding: '0 2.4cqw',
          boxSizing: 'border-box',
          borderBottom: `2px solid ${colors.accent}`,
        }}
      >
        {colors.logoUrl ? (
          <img
            src={colors.logoUrl}
            alt=""
            style={{ height: '70%', maxWidth: '30%', objectFit: 'contain', flex: 'none' }}
          />
        ) : null}
        <div
          style={{
            flex: '1 1 0',
            minWidth: 0,
            fontSize: 'min(7cqh, 3.2cqw)',
            fontWeight: 800,
            textAlign: side === 'left' ? 'left' : 'right',
          }}
        >
          <FitText text={team.name} short={team.code} testId={`gfx-stats-${side}-name`} />
        </div>
      </div>
      {ROWS.map((row) => (
        <div key={row.label} style={{ ...ROW, fontWeight: 800 }}>
          {row.value(stats)}
        </div>
      ))}
    </div>
  );
});

/** A column of the stats card on a theme: its colours, a themed bottom border and a shadow. */
function columnStyle(colors: OverlayColors): CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'column',
    background: colors.background,
    color: colors.text,
    borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
    boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
  };
}

/** The middle column: the heading's logo and the row labels on the overlay theme. */
function LabelColumn({ colors }: { readonly colors: OverlayColors }) {
  return (
    <div className="gfx-stats-col" style={{ ...columnStyle(colors), flex: '0 0 24%' }}>
      <div
        style={{
          ...HEADER,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderBottom: `2px solid ${colors.accent}`,
        }}
      >
        {colors.logoUrl ? (
          <img
            src={colors.logoUrl}
            alt={colors.name}
            style={{ height: '70%', maxWidth: '80%', objectFit: 'contain' }}
          />
        ) : null}
      </div>
      {ROWS.map((row) => (
        <div
          key={row.label}
          style={{
            ...ROW,
            fontSize: 'min(4.2cqh, 2.2cqw)',
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          {row.label}
        </div>
      ))}
    </div>
  );
}

/**
 * Stats GFX item (OVERLAYS §1 gfx/:index; apps/web/README.md "GFX items"): the live match's two teams side by
 * side with their record this event (computeTeamStats over each team's finished matches of the live match's event,
 * the live match left out): matches, wins, losses, maps won–lost, map difference and current streak, and their
 * earlier meetings this event below. Teams in display order (flip_teams), each on its theme. Fills its parent
 * box; renders nothing until the live match, both teams' matches and the themes have arrived.
 */
export function StatsPanel({ heading }: { readonly heading: string | null }) {
  const { colors } = useOverlay();
  const live = useLiveMatch();
  const [left, right] = live.match?.teams ?? [null, null];
  const matchIds = [...ids(left?.record['matches']), ...ids(right?.record['matches'])];
  const matches = useThings(matchIds);
  if (live.loading || !colors.ready) return null;
  if (!live.match || !left || !right) {
    return <GfxBox testId="gfx-stats-none">{GFX_TEXT.statsNone}</GfxBox>;
  }
  if (matches.some(isThingLoading)) return null;
  const records: StatsMatch[] = matches.filter(isThingReady).map((record) => ({
    id: record.id,
    teams: linkIds(record['teams']),
    event: linkIds(record['event']),
    score_1: typeof record['score_1'] === 'number' ? record['score_1'] : null,
    score_2: typeof record['score_2'] === 'number' ? record['score_2'] : null,
    first_to: typeof record['first_to'] === 'number' ? record['first_to'] : null,
    forfeit: record['forfeit'] === true,
    start: typeof record['start'] === 'string' ? record['start'] : null,
  }));
  const eventId = linkIds(live.match.record['event'])[0] ?? null;
  const liveId = live.match.id;
  const leftStats = computeTeamStats(left.id, records, eventId, liveId);
  const rightStats = computeTeamStats(right.id, records, eventId, liveId);
  const meetings = computeHeadToHead(left.id, right.id, records, eventId, liveId);
  return (
    <div
      data-testid="gfx-stats"
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        containerType: 'size',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: '2.4cqh',
      }}
    >
      <style>{STATS_CSS}</style>
      <div
        data-testid="gfx-stats-heading"
        style={{
          alignSelf: 'center',
          maxWidth: '80%',
          padding: '0.6cqh 3cqw',
          background: colors.background,
          color: colors.text,
          borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          fontSize: 'min(6cqh, 3cqw)',
          fontWeight: 800,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
        }}
      >
        <FitText text={heading ?? GFX_TEXT.statsHeading} />
      </div>
      <div style={{ display: 'flex', gap: '1.4cqw' }}>
        <TeamColumn team={left} stats={leftStats} side="left" />
        <LabelColumn colors={colors} />
        <TeamColumn team={right} stats={rightStats} side="right" />
      </div>
      <div
        data-testid="gfx-stats-meetings"
        style={{
          alignSelf: 'center',
          padding: '0.8cqh 2.4cqw',
          background: colors.background,
          color: colors.text,
          fontSize: 'min(4.4cqh, 2.2cqw)',
          fontWeight: 600,
        }}
      >
        {GFX_TEXT.statsMeetings(meetings.count, meetings.leftWins, meetings.rightWins)}
      </div>
    </div>
  );
}
