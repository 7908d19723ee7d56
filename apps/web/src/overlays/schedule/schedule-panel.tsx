import { memo, type CSSProperties } from 'react';
import { getForfeitDisplay, getTimeZoneAbbreviation, isMatchComplete } from '@castline/domain';
import { useHydratedList } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  type Loadable,
  type ThingRecord,
} from '../../lib/things/thing-types.js';
import { getReadableColors } from '../../lib/theme/theme-colors.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { formatScheduleTime, resolveOverlayTimeZone } from './format-schedule-time.js';
import { getScheduleSides, type ScheduleSide } from './get-schedule-sides.js';
import { FittedText } from './fitted-text.js';
import { SCHEDULE_TEXT } from './schedule-text.js';
import { RowLogo, TablePanel } from './table-panel.js';
import { getPanelShade } from './panel-shade.js';
import { selectScheduleMatches } from './select-schedule-matches.js';

/** A team of a scheduled match, with its theme links (hydrated). */
type ScheduleTeam = ThingRecord & {
  readonly name?: string | null;
  readonly code?: string | null;
  readonly theme?: readonly Loadable[] | null;
};

/** A scheduled match as the panel reads it: the match record with its teams and their themes. */
export type ScheduleMatch = ThingRecord & {
  readonly start?: string | null;
  readonly teams?: readonly Loadable<ScheduleTeam>[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
  readonly placeholder_teams?: string | null;
  readonly placeholder_right?: boolean | null;
  readonly flip_teams?: boolean | null;
  readonly show_on_overlays?: boolean | null;
  readonly show_on_secondary_overlays?: boolean | null;
  readonly custom_name?: string | null;
};

const SCHEDULE_TREE = { teams: { theme: true } } as const;

/** Most rows the panel draws (a schedule longer than this shows its first matches). */
export const SCHEDULE_MAX_ROWS = 8;

/**
 * The schedule a panel shows (RULES (f) Schedule slide; OVERLAYS §1 schedule), live: the broadcast schedule's
 * matches with show_on_overlays (show_on_secondary_overlays when `secondary`), by start time, with their teams
 * and team themes.
 * - `undefined` while the schedule (or a shown match's teams or themes) is still arriving,
 * - `null` when no match qualifies: the break overlay skips its Schedule slide then,
 * - else the matches in display order.
 */
export function useScheduleMatches(
  secondary: boolean,
): readonly ScheduleMatch[] | null | undefined {
  const { broadcast } = useOverlay();
  const ids = (broadcast['schedule'] as readonly string[] | null | undefined) ?? [];
  const entries = useHydratedList<ScheduleMatch>(ids, SCHEDULE_TREE);
  if (entries.some((entry) => isThingLoading(entry))) return undefined;
  const shown = selectScheduleMatches(entries.filter(isThingReady), secondary);
  if (shown.length === 0) return null;
  const loading = shown.some((match) =>
    (match.teams ?? []).some(
      (team) =>
        isThingLoading(team) || (isThingReady(team) && (team.theme ?? []).some(isThingLoading)),
    ),
  );
  return loading ? undefined : shown;
}

/** The pure rule behind useScheduleMatches: does a list of schedule matches give the panel anything to show? */
export function hasScheduleContent(
  matches: readonly {
    readonly id: string;
    readonly show_on_overlays?: boolean | null;
    readonly show_on_secondary_overlays?: boolean | null;
  }[],
  secondary: boolean,
): boolean {
  return selectScheduleMatches(matches, secondary).length > 0;
}

const ROW_CSS = `
@keyframes schedule-row-in { from { opacity: 0; transform: translateX(-3%); } to { opacity: 1; transform: none; } }
@keyframes schedule-live-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.55; } }
.schedule-row { animation: schedule-row-in 420ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.schedule-live-dot { animation: schedule-live-pulse 1.6s ease-in-out infinite; }
.overlay-content[data-animate="false"] .schedule-row,
.overlay-content[data-animate="false"] .schedule-live-dot { animation: none; }
`;

const ellipsis: CSSProperties = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
};

/**
 * The broadcast's match schedule as a themed table (OVERLAYS §1 schedule; the break overlay's Schedule slide and
 * the gfx Schedule item): start times in the broadcast time zone, team names and logos on their own themes, the
 * scores of finished matches (and of the live match), and the live match marked. Fills its parent box (the
 * parent positions it; rows size themselves to the box through container units) and renders nothing until the
 * schedule, its teams and their themes have arrived, or when no match qualifies.
 */
export function SchedulePanel(props: {
  readonly secondary?: boolean;
  readonly title?: string | null;
}) {
  const { broadcast, colors } = useOverlay();
  const matches = useScheduleMatches(props.secondary === true);
  if (!matches || !colors.ready) return null;
  const timeZone = resolveOverlayTimeZone(broadcast['timezone']);
  const shown = matches.slice(0, SCHEDULE_MAX_ROWS);
  const liveId = broadcast['live_match']?.[0] ?? null;
  const now = Date.now();
  const zone = getTimeZoneAbbreviation(now, timeZone);
  const title = props.title?.trim() || SCHEDULE_TEXT.title;
  const rowSlots = Math.max(shown.length, 4);
  return (
    <TablePanel
      testId="schedule-panel"
      data={{ 'data-count': shown.length }}
      css={ROW_CSS}
      rowSlots={rowSlots}
      rowShare={78}
      rowMax="min(13cqh, 9cqw)"
      title={title}
      titleTestId="schedule-title"
      aside={SCHEDULE_TEXT.timesIn(zone)}
    >
      <div
        data-testid="schedule-rows"
        style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--row) * 0.14)' }}
      >
        {shown.map((match, index) => (
          <ScheduleRow
            key={match.id}
            match={match}
            index={index}
            isLive={match.id === liveId}
            time={formatScheduleTime(match.start, now, timeZone)}
            accent={colors.accent}
            shade={getPanelShade(colors.text).strong}
          />
        ))}
      </div>
    </TablePanel>
  );
}

const ScheduleRow = memo(function ScheduleRow({
  match,
  index,
  isLive,
  time,
  accent,
  shade,
}: {
  readonly match: ScheduleMatch;
  readonly index: number;
  readonly isLive: boolean;
  readonly time: string | null;
  readonly accent: string;
  readonly shade: string;
}) {
  const teamIds = (match.teams ?? []).map((team) => team.__id);
  const teamById = new Map((match.teams ?? []).filter(isThingReady).map((team) => [team.id, team]));
  const sides = getScheduleSides({ ...match, teams: teamIds }, SCHEDULE_TEXT.tbd);
  const flipped = match.flip_teams === true;
  const complete = isMatchComplete(match);
  const forfeit = getForfeitDisplay(match);
  const stored = [match.score_1 ?? 0, match.score_2 ?? 0] as const;
  const scores = flipped ? [stored[1], stored[0]] : stored;
  const forfeitSides = forfeit ? (flipped ? [forfeit[1], forfeit[0]] : forfeit) : null;
  const showScore = complete || isLive || forfeit !== null;
  const winner = complete ? (scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : null) : null;
  const scoreText = (side: 0 | 1): string =>
    forfeitSides
      ? forfeitSides[side] === 'W'
        ? SCHEDULE_TEXT.forfeitWin
        : SCHEDULE_TEXT.forfeitLoss
      : String(scores[side]);
  return (
    <div
      className="schedule-row"
      data-testid="schedule-row"
      data-match-id={match.id}
      data-live={isLive}
      data-complete={complete}
      style={{
        display: 'grid',
        gridTemplateColumns: '19% 1fr 11% 1fr',
        alignItems: 'stretch',
        gap: 'calc(var(--row) * 0.12)',
        height: 'var(--row)',
        fontSize: 'calc(var(--row) * 0.36)',
        animationDelay: `${200 + index * 90}ms`,
      }}
    >
      <div
        data-testid="schedule-time"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '0.35em',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          background: isLive ? accent : shade,
          color: isLive ? getReadableColors(accent, null, { backdrop: '#000000' }).text : undefined,
          ...ellipsis,
        }}
      >
        {isLive ? (
          <>
            <span
              className="schedule-live-dot"
              style={{
                width: '0.5em',
                height: '0.5em',
                borderRadius: '50%',
                background: 'currentColor',
                flex: '0 0 auto',
              }}
            />
            <span data-testid="schedule-live">{SCHEDULE_TEXT.live}</span>
          </>
        ) : (
          <FittedText text={time ?? SCHEDULE_TEXT.noTime} style={{ textAlign: 'center' }} />
        )}
      </div>
      <ScheduleSideBox
        shade={shade}
        side={sides[0]}
        team={teamOf(sides[0], teamById)}
        align="left"
        winner={winner === 0}
        loser={winner === 1}
      />
      <div
        data-testid="schedule-score"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '0.4em',
          fontWeight: 800,
          fontSize: showScore ? '1.25em' : '0.9em',
          fontVariantNumeric: 'tabular-nums',
          background: shade,
          letterSpacing: showScore ? 0 : '0.08em',
        }}
      >
        {showScore ? (
          <>
            <span style={{ opacity: winner === 1 ? 0.6 : 1 }}>{scoreText(0)}</span>
            <span style={{ opacity: 0.6 }}>-</span>
            <span style={{ opacity: winner === 0 ? 0.6 : 1 }}>{scoreText(1)}</span>
          </>
        ) : (
          <span style={{ opacity: 0.8 }}>{SCHEDULE_TEXT.versus}</span>
        )}
      </div>
      <ScheduleSideBox
        shade={shade}
        side={sides[1]}
        team={teamOf(sides[1], teamById)}
        align="right"
        winner={winner === 1}
        loser={winner === 0}
      />
    </div>
  );
});

function teamOf(side: ScheduleSide, teams: ReadonlyMap<string, ScheduleTeam>): ScheduleTeam | null {
  return side.kind === 'team' ? (teams.get(side.teamId) ?? null) : null;
}

/** A side of a row: the team's name and logo on the team's theme, or a placeholder on a neutral box. */
function ScheduleSideBox({
  side,
  team,
  align,
  winner,
  loser,
  shade,
}: {
  readonly side: ScheduleSide;
  readonly team: ScheduleTeam | null;
  readonly align: 'left' | 'right';
  readonly winner: boolean;
  readonly loser: boolean;
  readonly shade: string;
}) {
  const themeId = team?.theme?.[0]?.__id ?? null;
  const colors = useOverlayColors(themeId);
  const name =
    side.kind === 'placeholder'
      ? side.name
      : team?.name?.trim() || team?.code?.trim() || SCHEDULE_TEXT.tbd;
  const isTeam = side.kind === 'team' && team !== null;
  return (
    <div
      data-testid="schedule-team"
      data-team-id={side.kind === 'team' ? side.teamId : undefined}
      data-winner={winner}
      style={{
        display: 'flex',
        flexDirection: align === 'left' ? 'row' : 'row-reverse',
        alignItems: 'center',
        gap: '0.45em',
        padding: '0 0.55em',
        minWidth: 0,
        background: isTeam ? colors.background : shade,
        color: isTeam ? colors.text : undefined,
        [align === 'left' ? 'borderLeft' : 'borderRight']: isTeam
          ? `0.14em solid ${colors.accent}`
          : undefined,
      }}
    >
      {isTeam ? <RowLogo url={colors.logoUrl} /> : null}
      <span
        style={{
          display: 'flex',
          flex: '1 1 0',
          minWidth: 0,
          justifyContent: align === 'left' ? 'flex-start' : 'flex-end',
          fontWeight: winner ? 800 : 700,
          fontStyle: isTeam ? 'normal' : 'italic',
          opacity: isTeam ? (loser ? 0.72 : 1) : 0.85,
        }}
      >
        <FittedText
          text={name}
          short={team?.code?.trim() || name}
          style={{ textAlign: align }}
          testId="schedule-team-name"
        />
      </span>
    </div>
  );
}
