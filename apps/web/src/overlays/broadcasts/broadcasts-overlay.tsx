import { useHydrated, useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { LIVE_MATCH_TREE, readLiveMatch, type LiveTeam } from '../shell/live-match.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useOverlayColors, type OverlayColors } from '../shell/use-overlay-theme.js';
import { BROADCASTS_TEXT } from './broadcasts-text.js';
import { fitTeamFont } from './fit-team-font.js';
import { linkIds } from './link-ids.js';
import {
  selectOtherBroadcasts,
  type OtherBroadcastRecord,
  type OtherBroadcastRow,
} from './select-other-broadcasts.js';

const ROW_HEIGHT = 120;
const TEAM_WIDTH = 340;
const LOGO_SIZE = 64;
const SCORE_WIDTH = 70;
const CSS = `
@keyframes broadcasts-row-in { from { opacity: 0; transform: translateX(-48px); } to { opacity: 1; transform: none; } }
.broadcasts-anim { animation: broadcasts-row-in 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
`;

const ellipsis = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** A team of another broadcast's live match on its own theme (name, code when the name is long). */
function TeamBox({
  team,
  align,
}: {
  readonly team: LiveTeam | null;
  readonly align: 'left' | 'right';
}) {
  const colors = useOverlayColors(team?.themeId ?? null);
  const name = team ? team.name : BROADCASTS_TEXT.tbd;
  const available = TEAM_WIDTH - 40 - (colors.logoUrl ? LOGO_SIZE + 16 : 0);
  const fitted = fitTeamFont(name, team?.code ?? null, available);
  // The team's theme (and logo) first, so the box never paints in the neutral frame and then changes colour.
  if (!colors.ready) return <div style={{ width: TEAM_WIDTH, height: '100%', flexShrink: 0 }} />;
  return (
    <div
      data-testid="broadcasts-team"
      title={name}
      style={{
        width: TEAM_WIDTH,
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: align === 'left' ? 'flex-end' : 'flex-start',
        flexDirection: align === 'left' ? 'row' : 'row-reverse',
        gap: 16,
        padding: '0 20px',
        boxSizing: 'border-box',
        background: colors.background,
        color: colors.text,
        minWidth: 0,
      }}
    >
      <span style={{ ...ellipsis, fontSize: fitted.size, fontWeight: 800, minWidth: 0 }}>
        {fitted.text}
      </span>
      {colors.logoUrl ? (
        <img
          src={colors.logoUrl}
          alt=""
          style={{ height: LOGO_SIZE, width: LOGO_SIZE, objectFit: 'contain' }}
        />
      ) : null}
    </div>
  );
}

function ScoreBox({
  value,
  colors,
  width,
}: {
  readonly value: string;
  readonly colors: OverlayColors;
  readonly width: number;
}) {
  return (
    <div
      data-testid="broadcasts-score"
      style={{
        width,
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: colors.background,
        color: colors.text,
        fontSize: 48,
        fontWeight: 900,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {value}
    </div>
  );
}

/** The live match of another broadcast: its teams on their themes and the score (fixed size: no shift). */
function LiveMatchBox({
  matchId,
  colors,
}: {
  readonly matchId: string | null;
  readonly colors: OverlayColors;
}) {
  const hydrated = useHydrated(matchId, LIVE_MATCH_TREE);
  const match = readLiveMatch(hydrated);
  const width = TEAM_WIDTH * 2 + SCORE_WIDTH * 2;
  const box = { width, height: '100%', display: 'flex', flexShrink: 0 } as const;
  const teamsLoading =
    isThingReady(hydrated) &&
    Array.isArray(hydrated['teams']) &&
    (hydrated['teams'] as unknown[]).some((team) => isThingLoading(team));
  if (matchId && (hydrated === undefined || isThingLoading(hydrated) || teamsLoading)) {
    return <div style={box} />;
  }
  if (!match) {
    return (
      <div
        data-testid="broadcasts-no-match"
        style={{
          ...box,
          alignItems: 'center',
          justifyContent: 'center',
          background: colors.background,
          color: colors.text,
          fontSize: 32,
          fontWeight: 700,
        }}
      >
        {BROADCASTS_TEXT.noLiveMatch}
      </div>
    );
  }
  const [s1, s2] = match.scores;
  const scored = s1 !== null || s2 !== null;
  return (
    <div data-testid="broadcasts-match" data-match-id={match.id} style={box}>
      <TeamBox team={match.teams[0]} align="left" />
      {scored ? (
        <>
          <ScoreBox value={String(s1 ?? 0)} colors={colors} width={SCORE_WIDTH} />
          <ScoreBox value={String(s2 ?? 0)} colors={colors} width={SCORE_WIDTH} />
        </>
      ) : (
        <ScoreBox value={BROADCASTS_TEXT.versus} colors={colors} width={SCORE_WIDTH * 2} />
      )}
      <TeamBox team={match.teams[1]} align="right" />
    </div>
  );
}

/** One other broadcast: its name and stream link on the overlay theme, then its live match. */
function BroadcastRow({
  row,
  index,
  colors,
  animate,
}: {
  readonly row: OtherBroadcastRow;
  readonly index: number;
  readonly colors: OverlayColors;
  readonly animate: boolean;
}) {
  return (
    <div
      data-testid="broadcasts-row"
      data-broadcast-id={row.id}
      className={animate ? 'broadcasts-anim' : undefined}
      style={{
        display: 'flex',
        height: ROW_HEIGHT,
        gap: 8,
        animationDelay: animate ? `${150 + index * 120}ms` : undefined,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      <div
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 4,
          padding: '0 32px',
          background: colors.background,
          color: colors.text,
          borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        }}
      >
        <div data-testid="broadcasts-name" style={{ ...ellipsis, fontSize: 44, fontWeight: 900 }}>
          {row.name}
        </div>
        {row.link ? (
          <div
            data-testid="broadcasts-link"
            style={{ ...ellipsis, fontSize: 28, fontWeight: 600, opacity: 0.9 }}
          >
            {row.link}
          </div>
        ) : null}
      </div>
      <LiveMatchBox matchId={row.liveMatchId} colors={colors} />
    </div>
  );
}

/**
 * broadcasts (aliases other-streams, other-broadcasts; OVERLAYS §1 "Other live broadcasts"): the broadcast's
 * other_broadcasts that are active, each with its name and stream link on the overlay theme and its live match
 * (teams on their own themes, the score). Nothing until they have arrived; nothing when there are none.
 */
export function BroadcastsOverlay(_props: OverlayComponentProps) {
  const { broadcast, colors, options } = useOverlay();
  const others = useThings<OtherBroadcastRecord>(linkIds(broadcast['other_broadcasts']));
  if (others.some((o) => isThingLoading(o)) || !colors.ready) {
    return <div data-testid="broadcasts-overlay" data-state="loading" />;
  }
  const rows = selectOtherBroadcasts(others.map((o) => (isThingReady(o) ? o : null)));
  if (rows.length === 0) return <div data-testid="broadcasts-overlay" data-state="none" />;
  const animate = !options.noAnimate;
  return (
    <div
      data-testid="broadcasts-overlay"
      data-state="ready"
      style={{
        position: 'absolute',
        left: 160,
        right: 160,
        top: 0,
        bottom: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 20,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {animate ? <style>{CSS}</style> : null}
      <div
        className={animate ? 'broadcasts-anim' : undefined}
        style={{ display: 'flex', alignItems: 'center', gap: 16 }}
      >
        <div
          data-testid="broadcasts-heading"
          style={{
            padding: '10px 28px',
            background: colors.background,
            color: colors.text,
            borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
            fontSize: 40,
            fontWeight: 900,
            textTransform: 'uppercase',
            letterSpacing: 2,
            boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          }}
        >
          {BROADCASTS_TEXT.heading}
        </div>
      </div>
      {rows.map((row, index) => (
        <BroadcastRow key={row.id} row={row} index={index} colors={colors} animate={animate} />
      ))}
    </div>
  );
}
