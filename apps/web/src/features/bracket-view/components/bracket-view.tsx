import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import {
  fillBracketText,
  formatMatchLabel,
  type BracketLayout,
  type BracketLinkKind,
} from '@castline/brackets';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import type { BracketCardModel } from '../build-bracket-cards.js';
import { getBracketGeometry } from '../get-bracket-geometry.js';
import {
  getBracketFocus,
  getBracketHoverLabels,
  getLinkEmphasis,
  type LinkEmphasis,
} from '../get-bracket-focus.js';
import { getBracketScale } from '../get-bracket-scale.js';
import { BracketMatchCard } from './bracket-match-card.js';
import classes from './bracket-view.module.css';

export interface BracketViewProps {
  /** The parsed bracket_layout (parseBracketLayout of @castline/brackets). */
  readonly layout: BracketLayout;
  /** The cards by match number (buildBracketCards). */
  readonly cards: ReadonlyMap<number, BracketCardModel>;
  /** Scale factor (e.g. 0.75 on the dashboard); 1 by default. */
  readonly scale?: number;
  /** Extended views are 1.5 times larger. */
  readonly extended?: boolean;
  /** The bracket's overlay_scale, used (when above 4) only with useOverlayScale (overlays). */
  readonly overlayScale?: number | null;
  readonly useOverlayScale?: boolean;
  /** A team or a match to highlight from outside (e.g. the broadcast's highlight team or live match). */
  readonly highlightedTeamId?: string | null;
  readonly highlightedMatchId?: string | null;
  /** Column headers and sub-bracket titles; on by default. */
  readonly showHeaders?: boolean;
  /** Winner rows' colours (the event theme); the view's accent by default. */
  readonly winColors?: { readonly background: string; readonly text: string } | null;
  /** Where a card links; no links (overlays) when absent or null. */
  readonly getMatchHref?: (matchId: string) => string | null;
  /** Accessible name of the whole bracket. */
  readonly label?: string;
  readonly className?: string;
}

const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');

const EMPHASIS_CLASS: Readonly<Record<LinkEmphasis, string | undefined>> = {
  highlight: classes.highlight,
  dim: classes.dim,
  normal: undefined,
};

/**
 * The bracket view (broadcast §2 "Bracket view"): columns of match cards with optional headers, connecting
 * lines, loser-drop and arrow markers; hovering a team highlights it and dims the others, hovering a match
 * highlights its connections and labels where its winner and loser go (and which outcome its feeders send).
 * Font size: 16px base, overlay_scale when used and above 4, times the scale, times 1.5 extended (broadcast §9);
 * the lines are 2px scaled (minimum 1). No UI kit: overlays and the dashboard use it as is.
 */
export function BracketView(props: BracketViewProps) {
  const { layout, cards } = props;
  const [hoveredMatch, setHoveredMatch] = useState<number | null>(null);
  const [hoveredTeamId, setHoveredTeamId] = useState<string | null>(null);
  const showHeaders = props.showHeaders ?? true;
  const geometry = useMemo(
    () => getBracketGeometry(layout, { showHeaders }),
    [layout, showHeaders],
  );
  const { fontSizePx, connectionWidthPx } = getBracketScale({
    overlayScale: props.overlayScale,
    useOverlayScale: props.useOverlayScale,
    scale: props.scale,
    extended: props.extended,
  });

  const teamsByMatch = useMemo(() => {
    const map = new Map<number, (string | null)[]>();
    for (const [number, card] of cards)
      map.set(
        number,
        card.rows.map((row) => row.teamId),
      );
    return map;
  }, [cards]);
  const highlightedMatch = useMemo(() => {
    if (!props.highlightedMatchId) return null;
    for (const card of cards.values())
      if (card.matchId === props.highlightedMatchId) return card.number;
    return null;
  }, [cards, props.highlightedMatchId]);
  const focus = getBracketFocus({
    hoveredTeamId,
    highlightedTeamId: props.highlightedTeamId,
    hoveredMatch,
    highlightedMatch,
    teamsByMatch,
  });
  const focusedMatch = focus?.kind === 'match' ? focus.match : null;
  const labels = useMemo(
    () => (focusedMatch === null ? null : getBracketHoverLabels(layout, focusedMatch)),
    [layout, focusedMatch],
  );
  const onMatchHover = useCallback((number: number | null) => setHoveredMatch(number), []);
  const onTeamHover = useCallback((teamId: string | null) => setHoveredTeamId(teamId), []);

  const labelOf = (number: number): string =>
    formatMatchLabel(number, cards.get(number)?.label ?? null);
  const style = {
    fontSize: `${fontSizePx}px`,
    width: `${geometry.width}em`,
    height: `${geometry.height}em`,
    ...(props.winColors
      ? {
          '--bracket-win-bg': props.winColors.background,
          '--bracket-win-text': props.winColors.text,
        }
      : {}),
  } as CSSProperties;
  const sizes = geometry.sizes;

  return (
    <div
      className={cx(classes.bracket, props.className)}
      style={style}
      role="group"
      aria-label={props.label}
      data-testid="bracket-view"
      data-focus={focus?.kind ?? 'none'}
      data-font-size={fontSizePx}
    >
      <svg
        className={classes.lines}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {geometry.connectors.map((connector) => (
          <path
            key={connector.key}
            d={connector.path}
            strokeWidth={connectionWidthPx}
            className={cx(classes.line, EMPHASIS_CLASS[getLinkEmphasis(connector, focus)])}
            data-testid="bracket-connector"
            data-link={connector.key}
            data-emphasis={getLinkEmphasis(connector, focus)}
          />
        ))}
        {geometry.drops.map((drop) => (
          <path
            key={drop.key}
            d={`M${drop.x + drop.width} ${drop.y + drop.height / 2}H${drop.lineToX}`}
            strokeWidth={connectionWidthPx}
            className={cx(classes.line, EMPHASIS_CLASS[getLinkEmphasis(drop, focus)])}
          />
        ))}
        {geometry.arrows.map((arrow) => {
          const head = Math.min(0.45, arrow.length / 3);
          const end = arrow.x + arrow.length;
          const emphasis = EMPHASIS_CLASS[getLinkEmphasis(arrow, focus)];
          return (
            <g key={arrow.key} data-testid="bracket-arrow" data-link={arrow.key}>
              <path
                d={`M${arrow.x} ${arrow.y}H${end - head / 2}`}
                strokeWidth={connectionWidthPx}
                className={cx(classes.line, emphasis)}
              />
              <path
                d={`M${end} ${arrow.y}L${end - head} ${arrow.y - head * 0.7}V${arrow.y + head * 0.7}Z`}
                className={cx(classes.arrowHead, emphasis)}
              />
            </g>
          );
        })}
      </svg>
      {geometry.titles.map((title) => (
        <div
          key={title.key}
          className={classes.title}
          style={{
            left: `${title.x}em`,
            top: `${title.y}em`,
            width: `${title.width}em`,
            height: `${title.height}em`,
          }}
          data-testid="bracket-title"
        >
          <span className={classes.titleText} title={title.text}>
            {title.text}
          </span>
        </div>
      ))}
      {geometry.headers.map((header) => (
        <div
          key={header.key}
          className={classes.header}
          style={{
            left: `${header.x}em`,
            top: `${header.y}em`,
            width: `${header.width}em`,
            height: `${header.height}em`,
          }}
          data-testid="bracket-header"
        >
          <div className={classes.headerText} title={header.text}>
            {header.text}
          </div>
        </div>
      ))}
      {geometry.drops.map((drop) => {
        const source = cards.get(drop.from)?.label ?? String(drop.from);
        const title = fillBracketText(drop.kind === 'win' ? 'winnerOfMatch' : 'loserOfMatch', {
          match: labelOf(drop.from),
        });
        return (
          <span
            key={drop.key}
            className={cx(classes.drop, EMPHASIS_CLASS[getLinkEmphasis(drop, focus)])}
            style={{
              left: `${drop.x}em`,
              top: `${drop.y}em`,
              width: `${drop.width}em`,
              height: `${drop.height}em`,
            }}
            title={title}
            data-testid="bracket-drop"
            data-link={drop.key}
          >
            <span className={classes.dropText}>{source}</span>
          </span>
        );
      })}
      {geometry.arrows
        .filter((arrow) => arrow.numbered)
        .map((arrow) => (
          <span
            key={arrow.key}
            className={cx(classes.arrowLabel, EMPHASIS_CLASS[getLinkEmphasis(arrow, focus)])}
            style={{ left: `${arrow.x}em`, top: `${arrow.y}em`, width: `${arrow.length}em` }}
            title={EVENT_TEXT.bracketArrowTitle(arrow.kind, labelOf(arrow.to))}
            data-testid="bracket-arrow-label"
          >
            <span className={classes.arrowText}>
              {cards.get(arrow.to)?.label ?? String(arrow.to)}
            </span>
          </span>
        ))}
      {geometry.cards.map((box) => {
        const card = cards.get(box.number);
        if (!card) return null;
        const slotLabel = (slot: 1 | 2): BracketLinkKind | null =>
          labels?.slots.get(`${box.number}.${slot}`) ?? null;
        return (
          <BracketMatchCard
            key={box.number}
            box={box}
            card={card}
            headerHeight={sizes.cardHeaderHeight}
            rowHeight={sizes.rowHeight}
            href={card.matchId && props.getMatchHref ? props.getMatchHref(card.matchId) : null}
            focusedTeamId={focus?.kind === 'team' ? focus.teamId : null}
            isFocused={focus?.kind === 'match' && focus.match === box.number}
            slotLabels={[slotLabel(1), slotLabel(2)]}
            feederLabel={labels?.feeders.get(box.number) ?? null}
            onMatchHover={onMatchHover}
            onTeamHover={onTeamHover}
          />
        );
      })}
    </div>
  );
}
