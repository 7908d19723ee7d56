import { memo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BracketLinkKind } from '@castline/brackets';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { useFittedName } from './use-fitted-name.js';
import type { BracketCardModel, BracketRowModel } from '../build-bracket-cards.js';
import type { BracketCardBox } from '../get-bracket-geometry.js';
import classes from './bracket-view.module.css';

const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');

const LABEL_TEXT: Readonly<Record<BracketLinkKind, string>> = {
  win: EVENT_TEXT.bracketWinner,
  lose: EVENT_TEXT.bracketLoser,
};

export interface BracketMatchCardProps {
  readonly box: BracketCardBox;
  readonly card: BracketCardModel;
  /** Heights of the card's parts (em), from the geometry's sizes. */
  readonly headerHeight: number;
  readonly rowHeight: number;
  readonly href: string | null;
  /** The team focus, when a team is hovered or highlighted. */
  readonly focusedTeamId: string | null;
  readonly isFocused: boolean;
  /** Winner / Loser label per slot (this card receives the hovered match's winner or loser there). */
  readonly slotLabels: readonly [BracketLinkKind | null, BracketLinkKind | null];
  /** Winner / Loser label when this card feeds the hovered match. */
  readonly feederLabel: BracketLinkKind | null;
  readonly onMatchHover: (number: number | null) => void;
  readonly onTeamHover: (teamId: string | null) => void;
}

/**
 * A row's name, fitted to the card (phones draw the bracket compact): whole, a little smaller, or the team's
 * code; the whole name stays in the title (hover) and in the card's accessible name, and the card opens the match.
 */
function RowName({ row }: { readonly row: BracketRowModel }) {
  const { ref, fit } = useFittedName(row.name, row.short);
  return (
    <span
      ref={ref}
      className={cx(classes.name, row.placeholder && classes.placeholderName)}
      title={row.name}
      data-testid="bracket-team-name"
      data-fit={fit.text === row.name ? (fit.scale < 1 ? 'shrunk' : undefined) : 'short'}
    >
      {fit.scale < 1 ? <span style={{ fontSize: `${fit.scale}em` }}>{fit.text}</span> : fit.text}
    </span>
  );
}

/** The card's '{code} stream · start' strip, fitted like the names; the title has the full start date. */
function CardMeta({ text, title }: { readonly text: string; readonly title: string }) {
  const { ref, fit } = useFittedName(text, text);
  return (
    <span ref={ref} className={classes.meta} title={title} data-testid="bracket-card-meta">
      {fit.scale < 1 ? <span style={{ fontSize: `${fit.scale}em` }}>{fit.text}</span> : fit.text}
    </span>
  );
}

function TeamRow({
  row,
  height,
  focusedTeamId,
  label,
  onTeamHover,
}: {
  readonly row: BracketRowModel;
  readonly height: number;
  readonly focusedTeamId: string | null;
  readonly label: BracketLinkKind | null;
  readonly onTeamHover: (teamId: string | null) => void;
}) {
  const focused = focusedTeamId !== null && row.teamId === focusedTeamId;
  const dimmed = focusedTeamId !== null && !focused;
  return (
    <div
      className={cx(
        classes.row,
        row.outcome === 'win' && classes.win,
        row.outcome === 'loss' && classes.loss,
        row.forfeited && classes.forfeited,
        focused && classes.teamFocused,
        dimmed && classes.rowDim,
      )}
      style={{ height: `${height}em` }}
      data-testid="bracket-team"
      data-team-id={row.teamId ?? undefined}
      data-outcome={row.outcome ?? undefined}
      data-dimmed={dimmed ? 'true' : undefined}
      data-focused={focused ? 'true' : undefined}
      onMouseEnter={row.teamId ? () => onTeamHover(row.teamId) : undefined}
      onMouseLeave={row.teamId ? () => onTeamHover(null) : undefined}
    >
      <span
        className={classes.logo}
        style={{
          background: row.logo?.background ?? 'rgba(255,255,255,0.06)',
          color: row.logo?.text ?? 'inherit',
        }}
        aria-hidden="true"
      >
        {row.logo?.attachmentId ? (
          <ThingImage
            attachmentId={row.logo.attachmentId}
            size="w-50"
            alt=""
            className={classes.logoImage}
            fallbackColor="transparent"
          />
        ) : null}
      </span>
      {row.name === '' ? (
        <span className={cx(classes.name, classes.loadingName)} />
      ) : (
        <RowName row={row} />
      )}
      {row.score !== null && (
        <span className={classes.score} data-testid="bracket-score">
          {row.score}
        </span>
      )}
      {label && (
        <span className={classes.slotLabel} data-testid="bracket-slot-label">
          {LABEL_TEXT[label]}
        </span>
      )}
    </div>
  );
}

/**
 * One bracket match card (broadcast §2 "Bracket match card"): match number, '{code} stream', friendly start
 * time, two team rows with score, forfeit style, and the Winner / Loser highlight labels. Hovering or focusing
 * it highlights the match; hovering a team row highlights the team.
 */
export const BracketMatchCard = memo(function BracketMatchCard(props: BracketMatchCardProps) {
  const { box, card } = props;
  const style: CSSProperties = {
    left: `${box.x}em`,
    top: `${box.y}em`,
    width: `${box.width}em`,
    height: `${box.height}em`,
  };
  const meta = [card.streamText, card.startText].filter(Boolean).join(' · ');
  const content: ReactNode = (
    <>
      <div className={classes.cardHeader} style={{ height: `${props.headerHeight}em` }}>
        <span className={classes.number} data-testid="bracket-card-number">
          {card.label}
        </span>
        {card.isLive && <span className={classes.liveBadge}>{EVENT_TEXT.bracketLive}</span>}
        {meta && (
          <CardMeta
            text={meta}
            title={[card.streamText, card.startTitle ?? card.startText].filter(Boolean).join(' · ')}
          />
        )}
      </div>
      {card.rows.map((row, index) => (
        <TeamRow
          key={row.slot}
          row={row}
          height={props.rowHeight}
          focusedTeamId={props.focusedTeamId}
          label={props.slotLabels[index] ?? null}
          onTeamHover={props.onTeamHover}
        />
      ))}
      {props.feederLabel && (
        <span className={classes.feederLabel} data-testid="bracket-feeder-label">
          {LABEL_TEXT[props.feederLabel]}
        </span>
      )}
    </>
  );
  const common = {
    className: cx(
      classes.card,
      card.isLive && classes.live,
      props.isFocused && classes.cardFocused,
    ),
    style,
    'data-testid': 'bracket-card',
    'data-match-number': card.number,
    'data-match-id': card.matchId ?? undefined,
    'data-state': card.state,
    onMouseEnter: () => props.onMatchHover(card.number),
    onMouseLeave: () => props.onMatchHover(null),
  };
  if (props.href) {
    return (
      <Link
        {...common}
        to={props.href}
        aria-label={card.ariaLabel}
        onFocus={() => props.onMatchHover(card.number)}
        onBlur={() => props.onMatchHover(null)}
      >
        {content}
      </Link>
    );
  }
  return (
    <div {...common} role="group" aria-label={card.ariaLabel}>
      {content}
    </div>
  );
});
