import type { LiveMatchView } from '../shell/live-match.js';
import { useTeamColors } from '../shell/use-team-colors.js';
import { type OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { DeskBox } from './desk-box.js';
import { DESK_TEXT } from './desk-text.js';
import { getDeskMapRows, type DeskMapRow } from './get-desk-maps.js';
import { useHeroNames } from './use-hero-names.js';

const ROW_H = 58;
const SCORE_W = 130;
const BANS_W = 300;

function ScoreCell({
  value,
  won,
  decided,
  colors,
}: {
  readonly value: number | null;
  readonly won: boolean;
  readonly decided: boolean;
  readonly colors: OverlayColors;
}) {
  return (
    <div
      data-testid="desk-map-score"
      style={{
        width: SCORE_W,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: won ? colors.background : 'transparent',
        color: won ? colors.text : 'inherit',
        fontSize: 34,
        fontWeight: 900,
        fontVariantNumeric: 'tabular-nums',
        opacity: decided && !won ? 0.55 : 1,
      }}
    >
      {value ?? (decided ? 0 : '–')}
    </div>
  );
}

function BansCell({
  names,
  align,
}: {
  readonly names: readonly string[];
  readonly align: 'left' | 'right';
}) {
  return (
    <div
      data-testid="desk-map-bans"
      style={{
        width: BANS_W,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        padding: '0 18px',
        boxSizing: 'border-box',
        justifyContent: align === 'left' ? 'flex-start' : 'flex-end',
        fontSize: 22,
        fontWeight: 600,
        opacity: names.length ? 0.95 : 0.5,
      }}
    >
      <FitText
        text={names.length ? names.join(', ') : DESK_TEXT.noBans}
        style={{ textAlign: align }}
      />
    </div>
  );
}

/** Scoreboard / Scoreboard Bans (RULES (g)): the maps played and to play, map by map, with hero bans per map. */
export function DeskScoreboard({
  match,
  colors,
  bans,
}: {
  readonly match: LiveMatchView;
  readonly colors: OverlayColors;
  readonly bans: boolean;
}) {
  const left = useTeamColors(match.teams[0] ?? null);
  const right = useTeamColors(match.teams[1] ?? null);
  const rows = getDeskMapRows(match).filter((row) => row.state !== 'banned');
  const heroNames = useHeroNames(
    bans ? rows.flatMap((row) => [...row.bans[0], ...row.bans[1]]) : [],
  );
  if (!left.ready || !right.ready) return null;
  const names = (list: readonly string[]) =>
    list.map((id) => heroNames.get(id)).filter((name): name is string => name !== undefined);
  const width = bans ? 1400 : 1000;
  const teamHeader = (side: 0 | 1, theme: OverlayColors) => (
    <div
      style={{
        flex: '1 1 0',
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 24px',
        flexDirection: side === 0 ? 'row' : 'row-reverse',
        background: theme.background,
        color: theme.text,
      }}
    >
      {theme.logoUrl ? (
        <img src={theme.logoUrl} alt="" style={{ height: 50, width: 50, objectFit: 'contain' }} />
      ) : null}
      <FitText
        testId="desk-team-name"
        text={match.teams[side]?.name || DESK_TEXT.toBeDecided}
        short={match.teams[side]?.code ?? null}
        style={{ fontSize: 32, fontWeight: 800, textAlign: side === 0 ? 'left' : 'right' }}
      />
      <span
        style={{
          fontSize: 40,
          fontWeight: 900,
          marginLeft: side === 0 ? 'auto' : 0,
          marginRight: side === 1 ? 'auto' : 0,
        }}
      >
        {match.scores[side] ?? 0}
      </span>
    </div>
  );
  const row = (map: DeskMapRow) => {
    const decided = map.state === 'played';
    return (
      <div
        key={map.id}
        data-testid="desk-map-row"
        data-state={map.state}
        style={{
          display: 'flex',
          height: ROW_H,
          borderTop: `1px solid color-mix(in srgb, ${colors.text} 18%, transparent)`,
          background:
            map.state === 'current'
              ? `color-mix(in srgb, ${colors.accent} 22%, transparent)`
              : undefined,
        }}
      >
        {bans ? <BansCell names={names(map.bans[0])} align="left" /> : null}
        <ScoreCell
          value={map.scores[0]}
          won={map.winner === 'left'}
          decided={decided}
          colors={left}
        />
        <div
          style={{
            flex: '1 1 auto',
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 14,
            padding: '0 12px',
          }}
        >
          <span style={{ fontSize: 20, fontWeight: 700, opacity: 0.7, flex: 'none' }}>
            {DESK_TEXT.map} {map.number}
          </span>
          <FitText
            testId="desk-map-name"
            text={map.name ?? DESK_TEXT.toBeDecided}
            style={{ fontSize: 28, fontWeight: 700, flex: '0 1 auto' }}
          />
          {map.draw ? (
            <span style={{ fontSize: 20, fontWeight: 700, opacity: 0.8, flex: 'none' }}>
              {DESK_TEXT.draw}
            </span>
          ) : null}
        </div>
        <ScoreCell
          value={map.scores[1]}
          won={map.winner === 'right'}
          decided={decided}
          colors={right}
        />
        {bans ? <BansCell names={names(map.bans[1])} align="right" /> : null}
      </div>
    );
  };
  return (
    <DeskBox colors={colors} testId="desk-scoreboard" style={{ width, overflow: 'hidden' }}>
      <div style={{ display: 'flex', height: 76 }}>
        {teamHeader(0, left)}
        <div
          style={{
            width: 200,
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 22,
            fontWeight: 800,
            letterSpacing: 2,
            textTransform: 'uppercase',
          }}
        >
          {bans ? DESK_TEXT.heroBans : DESK_TEXT.scoreboard}
        </div>
        {teamHeader(1, right)}
      </div>
      {rows.map(row)}
    </DeskBox>
  );
}
