import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import type { BracketLayout } from '@castline/brackets';
import {
  buildBracketCards,
  type BracketCardModel,
  type BracketCardTeam,
  type BracketRowModel,
} from '../../features/bracket-view/build-bracket-cards.js';
import { BRACKET_SIZES, type BracketSizes } from '../../features/bracket-view/bracket-sizes.js';
import { getBracketFocus, getLinkEmphasis } from '../../features/bracket-view/get-bracket-focus.js';
import {
  getBracketGeometry,
  type BracketCardBox,
  type BracketGeometry,
} from '../../features/bracket-view/get-bracket-geometry.js';
import { getBracketScale } from '../../features/bracket-view/get-bracket-scale.js';
import { useBracketLayoutParser } from '../../features/matches/hooks/bracket-layout-parser.js';
import { useHydrated, useThing, useThings } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  type Loadable,
  type ThingRecord,
} from '../../lib/things/thing-types.js';
import { EVENT_TEXT } from '../../lib/client-text-event.js';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { resolveOverlayTimeZone } from '../schedule/format-schedule-time.js';
import { FittedText } from '../schedule/fitted-text.js';
import { getPanelShade } from '../schedule/panel-shade.js';
import { BRACKET_TEXT } from './bracket-text.js';
import { fitBracketFont } from './fit-bracket-font.js';
import { getBracketHighlights } from './get-bracket-highlights.js';
import { resolveOverlayBracket, type OverlayBracketCandidate } from './resolve-overlay-bracket.js';

/** Which bracket a panel shows (OVERLAYS §1 bracket `key` / `match`). */
export interface OverlayBracketOptions {
  /** Exactly the bracket with this key (none when no bracket has it). */
  readonly bracketKey?: string | null;
  /** The bracket containing the live match first. */
  readonly liveMatchBracket?: boolean;
}

type BracketRecord = OverlayBracketCandidate &
  ThingRecord & {
    readonly bracket_layout?: string | null;
    readonly show_times?: boolean | null;
    readonly show_broadcasts?: boolean | null;
    readonly overlay_scale?: number | null;
  };

const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The bracket a panel shows (RULES (f) Bracket slide; OVERLAYS §1 bracket), live, as a bracket id:
 * `bracketKey` names exactly one bracket; otherwise (and after `liveMatchBracket`'s bracket containing the live
 * match) the broadcast's bracket_key, else the bracket containing the live match, else the event's first visible
 * bracket (resolveOverlayBracket). Candidates are the event's brackets, then the live match's other brackets.
 * - `undefined` while those brackets (or the live match) are still arriving,
 * - `null` when none resolves: the break overlay skips its Bracket slide then,
 * - else the bracket's id.
 */
export function useOverlayBracket(opts: OverlayBracketOptions = {}): string | null | undefined {
  const { broadcast, event } = useOverlay();
  const liveId = ids(broadcast['live_match'])[0] ?? null;
  const live = useThing(liveId);
  const eventIds = ids(event?.['brackets']);
  const extraIds = (isThingReady(live) ? ids(live['brackets']) : []).filter(
    (id) => !eventIds.includes(id),
  );
  const brackets = useThings<BracketRecord>([...eventIds, ...extraIds]);
  if (isThingLoading(live) || (liveId !== null && live === undefined)) return undefined;
  if (brackets.some((bracket) => isThingLoading(bracket))) return undefined;
  return resolveOverlayBracket({
    brackets: brackets.filter(isThingReady),
    key: opts.bracketKey,
    liveMatchBracket: opts.liveMatchBracket,
    broadcastKey: typeof broadcast['bracket_key'] === 'string' ? broadcast['bracket_key'] : null,
    liveMatchId: liveId,
  });
}

/** Card sizes of `small` brackets: narrower cards (team codes) without the header strip. */
export const SMALL_BRACKET_SIZES: BracketSizes = Object.freeze({
  ...BRACKET_SIZES,
  cardWidth: 7.5,
  cardHeaderHeight: 0,
  rowHeight: 1.8,
  slotGap: 0.8,
  columnGap: 2,
  headerHeight: 2.2,
});

type BracketTeam = ThingRecord & {
  readonly name?: string | null;
  readonly code?: string | null;
  readonly theme?: readonly Loadable[] | null;
};
type BracketMatch = ThingRecord & { readonly teams?: readonly Loadable<BracketTeam>[] | null };
type HydratedBracket = ThingRecord & {
  readonly name?: string | null;
  readonly bracket_layout?: string | null;
  readonly show_times?: boolean | null;
  readonly show_broadcasts?: boolean | null;
  readonly overlay_scale?: number | null;
  readonly ordered_matches?: readonly Loadable<BracketMatch>[] | null;
};

const BRACKET_TREE = { ordered_matches: { teams: { theme: true } } } as const;

/** The cards of a hydrated bracket once every match, team and theme has arrived; null until then. */
function useBracketDrawing(
  bracketId: string | null | undefined,
  timeZone: string,
): {
  bracket: HydratedBracket;
  layout: BracketLayout;
  cards: ReadonlyMap<number, BracketCardModel>;
  themeOf: ReadonlyMap<string, string | null>;
} | null {
  const bracket = useHydrated<HydratedBracket>(bracketId, BRACKET_TREE);
  const parse = useBracketLayoutParser(Boolean(bracketId));
  const ready = isThingReady(bracket) ? bracket : null;
  const layoutText = ready?.bracket_layout ?? null;
  const parsed = useMemo(() => (parse ? parse(layoutText) : null), [parse, layoutText]);
  return useMemo(() => {
    if (!ready || !parsed?.ok) return null;
    const entries = ready.ordered_matches ?? [];
    if (entries.some((entry) => isThingLoading(entry))) return null;
    const matches = entries.filter(isThingReady);
    const teams = matches.flatMap((match) => (match.teams ?? []).filter(isThingReady));
    if (matches.some((match) => (match.teams ?? []).some((team) => isThingLoading(team))))
      return null;
    if (teams.some((team) => (team.theme ?? []).some((theme) => isThingLoading(theme))))
      return null;
    const cardTeams: BracketCardTeam[] = teams.map((team) => ({
      id: team.id,
      name: team.name,
      code: team.code,
      logo: null,
    }));
    const cards = buildBracketCards({
      layout: parsed.layout,
      orderedMatchIds: entries.map((entry) => entry.__id),
      matches: matches.map((match) => ({
        ...(match as Parameters<typeof buildBracketCards>[0]['matches'][number]),
        teams: (match.teams ?? []).map((team) => team.__id),
      })),
      teams: cardTeams,
      now: Date.now(),
      timeZone,
      use24HourTime: false,
      showTimes: ready.show_times === true,
      showBroadcasts: ready.show_broadcasts === true,
    });
    const themeOf = new Map(teams.map((team) => [team.id, team.theme?.[0]?.__id ?? null]));
    return { bracket: ready, layout: parsed.layout, cards, themeOf };
  }, [ready, parsed, timeZone]);
}

/** The pixel size of an element, once laid out and whenever it changes; null before. */
function useBoxSize(): [
  RefObject<HTMLDivElement | null>,
  { width: number; height: number } | null,
] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((previous) =>
        previous && previous.width === width && previous.height === height
          ? previous
          : { width, height },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

const CARD_CSS = `
@keyframes bracket-card-in { from { opacity: 0; transform: translateY(0.6em); } to { opacity: var(--card-opacity, 1); transform: none; } }
@keyframes bracket-live-pulse { 0%, 100% { box-shadow: 0 0 0 0.12em var(--accent), 0 0 0.9em var(--accent); } 50% { box-shadow: 0 0 0 0.12em var(--accent), 0 0 0.3em var(--accent); } }
.bracket-card { animation: bracket-card-in 420ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.bracket-card[data-highlight="live"] { animation: bracket-card-in 420ms cubic-bezier(0.2, 0.8, 0.2, 1) both, bracket-live-pulse 2s ease-in-out 600ms infinite; }
.bracket-lines { animation: bracket-card-in 600ms ease 300ms both; }
.overlay-content[data-animate="false"] .bracket-card,
.overlay-content[data-animate="false"] .bracket-lines { animation: none; }
`;

/**
 * One bracket drawn for broadcast (OVERLAYS §1 bracket; the break overlay's Bracket slide and the gfx Bracket
 * item): the site's bracket view rules (cards, geometry, scale, name fitting) drawn with inline styles and SVG in
 * the overlay theme: column headers, sub-bracket titles, connector lines, loser-drop and arrow markers, scores,
 * the live match outlined ('Highlight live match on bracket') and the highlight_team's path emphasised
 * ('Highlight team on bracket'). Font size: overlay_scale above 4 (else 16 px) × `scale` × 1.5 when `extended`,
 * shrunk so the whole bracket fits the parent box. `small`: compact cards with team codes and no header strip.
 * Fills its parent box; renders nothing until the bracket, its matches, teams and themes have arrived, or when
 * no bracket resolves (useOverlayBracket) or its layout cannot be read.
 */
export function BracketPanel(props: {
  readonly bracketKey?: string | null;
  readonly liveMatchBracket?: boolean;
  readonly extended?: boolean;
  readonly scale?: number | null;
  readonly small?: boolean;
}) {
  const { broadcast, colors, event } = useOverlay();
  const bracketId = useOverlayBracket({
    bracketKey: props.bracketKey,
    liveMatchBracket: props.liveMatchBracket,
  });
  const timeZone = resolveOverlayTimeZone(broadcast['timezone']);
  const drawing = useBracketDrawing(bracketId, timeZone);
  const small = props.small === true;
  const geometry = useMemo(
    () =>
      drawing
        ? getBracketGeometry(drawing.layout, { sizes: small ? SMALL_BRACKET_SIZES : BRACKET_SIZES })
        : null,
    [drawing, small],
  );
  const [ref, box] = useBoxSize();
  const ready = drawing !== null && geometry !== null && colors.ready;
  const eventName = typeof event?.['name'] === 'string' ? event['name'] : colors.name;
  return (
    <div
      ref={ref}
      data-testid="bracket-panel"
      data-bracket-id={ready ? drawing.bracket.id : undefined}
      style={{ width: '100%', height: '100%', position: 'relative' }}
    >
      {ready && box ? (
        <BracketFrame
          box={box}
          bracket={drawing.bracket}
          cards={drawing.cards}
          themeOf={drawing.themeOf}
          geometry={geometry}
          small={small}
          extended={props.extended === true}
          scale={props.scale ?? null}
          eventName={eventName}
          settings={ids(broadcast['broadcast_settings'])}
          highlightTeamId={ids(broadcast['highlight_team'])[0] ?? null}
          liveMatchId={ids(broadcast['live_match'])[0] ?? null}
        />
      ) : null}
    </div>
  );
}

function BracketFrame({
  box,
  bracket,
  cards,
  themeOf,
  geometry,
  small,
  extended,
  scale,
  eventName,
  settings,
  highlightTeamId,
  liveMatchId,
}: {
  readonly box: { readonly width: number; readonly height: number };
  readonly bracket: HydratedBracket;
  readonly cards: ReadonlyMap<number, BracketCardModel>;
  readonly themeOf: ReadonlyMap<string, string | null>;
  readonly geometry: BracketGeometry;
  readonly small: boolean;
  readonly extended: boolean;
  readonly scale: number | null;
  readonly eventName: string;
  readonly settings: readonly string[];
  readonly highlightTeamId: string | null;
  readonly liveMatchId: string | null;
}) {
  const { colors } = useOverlay();
  const shade = getPanelShade(colors.text);
  const padding = Math.round(Math.min(box.width, box.height) * 0.025);
  const headerHeight = small ? 0 : Math.round(Math.min(Math.max(box.height * 0.08, 36), 88));
  const gap = headerHeight > 0 ? Math.round(padding * 0.6) : 0;
  const asked = getBracketScale({
    overlayScale: bracket.overlay_scale ?? null,
    useOverlayScale: true,
    scale,
    extended,
  });
  const fontPx = fitBracketFont({
    fontSizePx: asked.fontSizePx,
    width: geometry.width,
    height: geometry.height,
    availableWidth: box.width - 2 * padding - THEME_BORDER_PX,
    availableHeight: box.height - 2 * padding - headerHeight - gap,
  });
  const strokePx = Math.max(1, asked.connectionWidthPx * (fontPx / asked.fontSizePx));
  const stroke = strokePx / fontPx;
  const orderedMatchIds = (bracket.ordered_matches ?? []).map((entry) => entry.__id);
  const highlights = getBracketHighlights({
    broadcastSettings: settings,
    highlightTeamId,
    liveMatchId,
    orderedMatchIds,
  });
  const teamsByMatch = new Map(
    [...cards.values()].map((card) => [card.number, card.rows.map((row) => row.teamId)] as const),
  );
  const focus = getBracketFocus({
    highlightedTeamId: highlights.teamId,
    highlightedMatch: highlights.liveMatch,
    teamsByMatch,
  });
  const teamFocus = focus?.kind === 'team' ? focus : null;
  const labelOf = (n: number): string => cards.get(n)?.label ?? String(n);
  const lineColor = (
    emphasis: 'highlight' | 'dim' | 'normal',
  ): { color: string; opacity: number } =>
    emphasis === 'highlight'
      ? { color: colors.accent, opacity: 1 }
      : { color: colors.text, opacity: emphasis === 'dim' ? 0.25 : 0.6 };
  const name = bracket.name?.trim() || BRACKET_TEXT.title;
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <style>{CARD_CSS}</style>
      <div
        data-testid="bracket-frame"
        data-font={fontPx}
        style={{
          boxSizing: 'border-box',
          padding,
          display: 'flex',
          flexDirection: 'column',
          gap,
          background: colors.background,
          color: colors.text,
          borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          maxWidth: '100%',
          maxHeight: '100%',
          ['--accent' as string]: colors.accent,
        }}
      >
        {headerHeight > 0 ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: headerHeight * 0.3,
              height: headerHeight,
              minWidth: 0,
            }}
          >
            {colors.logoUrl ? (
              <img
                src={colors.logoUrl}
                alt={eventName}
                style={{ height: '100%', maxWidth: headerHeight * 3, objectFit: 'contain' }}
              />
            ) : null}
            <div
              data-testid="bracket-title"
              style={{
                fontSize: headerHeight * 0.55,
                fontWeight: 800,
                textTransform: 'uppercase',
                letterSpacing: '0.02em',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                minWidth: 0,
              }}
            >
              {name}
            </div>
          </div>
        ) : null}
        <div
          data-testid="bracket-drawing"
          style={{
            position: 'relative',
            fontSize: fontPx,
            width: `${geometry.width}em`,
            height: `${geometry.height}em`,
            flex: '0 0 auto',
          }}
        >
          <svg
            className="bracket-lines"
            aria-hidden
            viewBox={`0 0 ${geometry.width} ${geometry.height}`}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              overflow: 'visible',
            }}
          >
            {geometry.connectors.map((link) => {
              const look = lineColor(getLinkEmphasis(link, focus));
              return (
                <path
                  key={link.key}
                  d={link.path}
                  fill="none"
                  stroke={look.color}
                  strokeOpacity={look.opacity}
                  strokeWidth={stroke}
                  strokeLinecap="round"
                />
              );
            })}
            {geometry.drops.map((drop) => {
              const look = lineColor(getLinkEmphasis(drop, focus));
              const cy = drop.y + drop.height / 2;
              return (
                <line
                  key={`${drop.key}-line`}
                  x1={drop.x + drop.width}
                  y1={cy}
                  x2={drop.lineToX}
                  y2={cy}
                  stroke={look.color}
                  strokeOpacity={look.opacity}
                  strokeWidth={stroke}
                />
              );
            })}
            {geometry.arrows.map((arrow) => {
              const look = lineColor(getLinkEmphasis(arrow, focus));
              const head = Math.min(0.45, arrow.length / 3);
              const end = arrow.x + arrow.length;
              return (
                <g
                  key={arrow.key}
                  stroke={look.color}
                  strokeOpacity={look.opacity}
                  strokeWidth={stroke}
                  fill="none"
                >
                  <line x1={arrow.x} y1={arrow.y} x2={end} y2={arrow.y} />
                  <path
                    d={`M${end - head} ${arrow.y - head}L${end} ${arrow.y}L${end - head} ${arrow.y + head}`}
                  />
                </g>
              );
            })}
          </svg>
          {geometry.titles.map((title) => (
            <div key={title.key} style={labelBox(title)}>
              <span
                style={{
                  fontSize: '1.05em',
                  fontWeight: 800,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                }}
              >
                {title.text}
              </span>
            </div>
          ))}
          {geometry.headers.map((header) => (
            <div key={header.key} style={{ ...labelBox(header), justifyContent: 'center' }}>
              <FittedText
                text={header.text}
                style={{
                  fontSize: small ? '0.7em' : '0.85em',
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: small ? '0.02em' : '0.08em',
                  opacity: 0.85,
                  textAlign: 'center',
                }}
              />
            </div>
          ))}
          {geometry.drops.map((drop) => (
            <div
              key={drop.key}
              data-testid="bracket-drop"
              style={{
                ...labelBox(drop),
                justifyContent: 'center',
                fontSize: '1em',
                background: shade.strong,
                borderRadius: '0.2em',
                opacity: getLinkEmphasis(drop, focus) === 'dim' ? 0.4 : 1,
              }}
            >
              <span style={{ fontSize: '0.7em', fontWeight: 700 }}>{labelOf(drop.from)}</span>
            </div>
          ))}
          {geometry.arrows
            .filter((arrow) => arrow.numbered)
            .map((arrow) => (
              <div
                key={`${arrow.key}-n`}
                style={{
                  position: 'absolute',
                  left: `${arrow.x}em`,
                  top: `${arrow.y - 1.1}em`,
                  width: `${arrow.length}em`,
                  textAlign: 'center',
                  fontSize: '1em',
                }}
              >
                <span style={{ fontSize: '0.65em', fontWeight: 700 }}>{labelOf(arrow.to)}</span>
              </div>
            ))}
          {geometry.cards.map((cardBox, index) => {
            const card = cards.get(cardBox.number);
            if (!card) return null;
            return (
              <BracketCard
                key={cardBox.number}
                box={cardBox}
                card={card}
                index={index}
                sizes={geometry.sizes}
                small={small}
                themeOf={themeOf}
                shade={shade}
                highlight={highlights.liveMatch === cardBox.number ? 'live' : null}
                focusedTeamId={teamFocus?.teamId ?? null}
                dimmed={teamFocus !== null && !teamFocus.matches.has(cardBox.number)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

function labelBox(box: {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}): CSSProperties {
  return {
    position: 'absolute',
    left: `${box.x}em`,
    top: `${box.y}em`,
    width: `${box.width}em`,
    height: `${box.height}em`,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
}

const BracketCard = memo(function BracketCard({
  box,
  card,
  index,
  sizes,
  small,
  themeOf,
  shade,
  highlight,
  focusedTeamId,
  dimmed,
}: {
  readonly box: BracketCardBox;
  readonly card: BracketCardModel;
  readonly index: number;
  readonly sizes: BracketSizes;
  readonly small: boolean;
  readonly themeOf: ReadonlyMap<string, string | null>;
  readonly shade: ReturnType<typeof getPanelShade>;
  readonly highlight: 'live' | null;
  readonly focusedTeamId: string | null;
  readonly dimmed: boolean;
}) {
  const { colors } = useOverlay();
  const meta = card.isLive
    ? BRACKET_TEXT.live
    : [card.streamText, card.startText].filter(Boolean).join(' · ');
  const opacity = dimmed ? 0.45 : card.isComplete ? 0.92 : 1;
  return (
    <div
      className="bracket-card"
      data-testid="bracket-card"
      data-number={card.number}
      data-match-id={card.matchId ?? undefined}
      data-highlight={highlight ?? undefined}
      data-dimmed={dimmed}
      aria-label={card.ariaLabel}
      style={{
        position: 'absolute',
        left: `${box.x}em`,
        top: `${box.y}em`,
        width: `${box.width}em`,
        height: `${box.height}em`,
        display: 'flex',
        flexDirection: 'column',
        background: shade.strong,
        borderRadius: '0.25em',
        overflow: 'hidden',
        opacity,
        ['--card-opacity' as string]: opacity,
        animationDelay: `${150 + index * 35}ms`,
        boxShadow:
          highlight === 'live'
            ? `0 0 0 0.12em ${colors.accent}, 0 0 0.9em ${colors.accent}`
            : undefined,
      }}
    >
      {!small && sizes.cardHeaderHeight > 0 ? (
        <div
          style={{
            height: `${sizes.cardHeaderHeight}em`,
            flex: '0 0 auto',
            display: 'flex',
            alignItems: 'center',
            gap: '0.35em',
            padding: '0 0.35em',
            boxSizing: 'border-box',
            lineHeight: 1,
            fontWeight: 700,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          <span style={{ fontSize: '0.72em', opacity: 0.8 }}>{card.label}</span>
          <CardMeta text={meta} live={card.isLive} accent={colors.accent} />
        </div>
      ) : null}
      {card.rows.map((row) => (
        <BracketRow
          key={row.slot}
          row={row}
          height={sizes.rowHeight}
          small={small}
          themeId={row.teamId ? (themeOf.get(row.teamId) ?? null) : null}
          focused={focusedTeamId !== null && row.teamId === focusedTeamId}
          shade={shade}
          accent={colors.accent}
        />
      ))}
    </div>
  );
});

/** The card's '{code} stream · start' strip (or 'LIVE'), fitted to the card like the names. */
function CardMeta({
  text,
  live,
  accent,
}: {
  readonly text: string;
  readonly live: boolean;
  readonly accent: string;
}) {
  return (
    <FittedText
      text={text}
      testId={live ? 'bracket-card-live' : 'bracket-card-meta'}
      style={{
        fontSize: '0.72em',
        textAlign: 'right',
        color: live ? accent : undefined,
        opacity: live ? 1 : 0.85,
        letterSpacing: live ? '0.08em' : undefined,
      }}
    />
  );
}

function BracketRow({
  row,
  height,
  small,
  themeId,
  focused,
  shade,
  accent,
}: {
  readonly row: BracketRowModel;
  readonly height: number;
  readonly small: boolean;
  readonly themeId: string | null;
  readonly focused: boolean;
  readonly shade: ReturnType<typeof getPanelShade>;
  readonly accent: string;
}) {
  const team = useOverlayColors(themeId);
  // Compact cards show codes; a placeholder's long text would be cut there, so it shows 'TBD'.
  const name = small ? (row.placeholder ? EVENT_TEXT.bracketTbd : row.short) : row.name;
  const loser = row.outcome === 'loss';
  return (
    <div
      data-testid="bracket-row"
      data-team-id={row.teamId ?? undefined}
      data-focused={focused}
      style={{
        height: `${height}em`,
        display: 'flex',
        alignItems: 'stretch',
        borderTop: `0.06em solid ${shade.line}`,
        boxShadow: focused ? `inset 0.22em 0 0 ${accent}` : undefined,
        background: focused ? shade.soft : undefined,
      }}
    >
      <span
        style={{
          flex: '0 0 auto',
          width: `${height}em`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: row.teamId ? team.background : undefined,
          opacity: loser ? 0.6 : 1,
        }}
      >
        {row.teamId && team.logoUrl ? (
          <img
            src={team.logoUrl}
            alt=""
            style={{ width: '78%', height: '78%', objectFit: 'contain' }}
          />
        ) : null}
      </span>
      <span
        style={{
          flex: '1 1 0',
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          padding: '0 0.4em',
          fontSize: '0.9em',
          fontWeight: row.outcome === 'win' ? 800 : 600,
          fontStyle: row.placeholder ? 'italic' : undefined,
          opacity: loser || row.placeholder ? 0.65 : 1,
          textDecoration: row.forfeited ? 'line-through' : undefined,
        }}
      >
        <FittedText
          text={name}
          short={small ? name : row.short}
          testId="bracket-team-name"
          style={{ paddingRight: row.placeholder ? '0.1em' : undefined }}
        />
      </span>
      <span
        data-testid="bracket-score"
        style={{
          flex: '0 0 auto',
          width: '1.7em',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          background: row.outcome === 'win' ? shade.soft : undefined,
          opacity: loser ? 0.6 : 1,
        }}
      >
        {row.score ?? ''}
      </span>
    </div>
  );
}
