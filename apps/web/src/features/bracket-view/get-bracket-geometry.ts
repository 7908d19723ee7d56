import { listBracketLinks, type BracketLayout, type BracketLinkKind } from '@castline/brackets';
import { BRACKET_SIZES, getCardHeight, type BracketSizes } from './bracket-sizes.js';

/** Where one match card is drawn (em, from the top left of the view). */
export interface BracketCardBox {
  /** Match number N (position in ordered_matches, RULES c.3). */
  readonly number: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Index of its sub-bracket and column in the layout. */
  readonly subBracket: number;
  readonly column: number;
}

/** A column header or a sub-bracket title (RULES c.2 column.header, sub-bracket.name). */
export interface BracketLabelBox {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The two ends of a drawn link: match `from` sends its winner or loser to slot `slot` of match `to`. */
export interface BracketLinkEnds {
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly slot: 1 | 2;
  readonly kind: BracketLinkKind;
}

/** A connector line (SVG path data in em) from a card's right edge to a slot of a card further right. */
export interface BracketConnectorShape extends BracketLinkEnds {
  readonly path: string;
}

/** A drop marker: a small labelled box left of the destination slot, joined to it by a short line. */
export interface BracketDropShape extends BracketLinkEnds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Where the joining line meets the card. */
  readonly lineToX: number;
}

/** An arrow marker leaving a card's right edge (RULES c.2 `arrow`, `arrow-number`). */
export interface BracketArrowShape extends BracketLinkEnds {
  readonly x: number;
  readonly y: number;
  readonly length: number;
  /** `arrow-number`: labelled with the destination's number. */
  readonly numbered: boolean;
}

/** Everything the bracket view draws, in em. */
export interface BracketGeometry {
  readonly width: number;
  readonly height: number;
  readonly sizes: BracketSizes;
  readonly cards: readonly BracketCardBox[];
  readonly headers: readonly BracketLabelBox[];
  readonly titles: readonly BracketLabelBox[];
  readonly connectors: readonly BracketConnectorShape[];
  readonly drops: readonly BracketDropShape[];
  readonly arrows: readonly BracketArrowShape[];
}

export interface BracketGeometryOptions {
  readonly sizes?: BracketSizes;
  /** Column headers and sub-bracket titles; on by default. */
  readonly showHeaders?: boolean;
}

/** Space between a drop marker and the card it points at. */
const DROP_MARGIN = 0.35;
/** Space between a card's edge and an arrow marker. */
const ARROW_MARGIN = 0.2;

const round = (value: number): number => Math.round(value * 1000) / 1000;
const num = (value: number): string => String(round(value));

/** Which drawing a link gets, decided from columns before anything is placed. */
type LinkDrawing = 'connector' | 'drop' | 'arrow' | 'arrow-number';

/**
 * The bracket view's drawing (broadcast §2 "Bracket view"; RULES c.2): sub-brackets top to bottom, columns left
 * to right at the same x in every sub-bracket, each column a stack of equal slots (null = an empty spacer slot)
 * centred on the tallest column of its sub-bracket, so a null keeps later games aligned between their feeders.
 * Links by style: a win link draws a connector line to the destination slot when the destination lies in a
 * later column (otherwise a drop marker there); a lose link draws a loser-drop marker at the destination slot;
 * `arrow` / `arrow-number` draw an arrow marker at the source; hidden / none / empty / null draw nothing.
 * Special targets (champion, eliminated, advance, free text) draw nothing. Lengths are in em.
 */
export function getBracketGeometry(
  layout: BracketLayout,
  options: BracketGeometryOptions = {},
): BracketGeometry {
  const sizes = options.sizes ?? BRACKET_SIZES;
  const showHeaders = options.showHeaders ?? true;
  const cardHeight = getCardHeight(sizes);
  const pitch = cardHeight + sizes.slotGap;

  // Columns of every listed game (first position wins, as the rules read the layout).
  const columnOf = new Map<number, { subBracket: number; column: number; row: number }>();
  layout.brackets.forEach((subBracket, s) =>
    subBracket.columns.forEach((column, c) =>
      column.games.forEach((game, row) => {
        if (game !== null && !columnOf.has(game))
          columnOf.set(game, { subBracket: s, column: c, row });
      }),
    ),
  );

  // Decide each link's drawing from columns only, so space for markers can be reserved first.
  const planned: (BracketLinkEnds & { drawing: LinkDrawing })[] = [];
  for (const link of listBracketLinks(layout)) {
    if (link.target.kind !== 'slot' || link.style === 'none') continue;
    const source = columnOf.get(link.from);
    const target = columnOf.get(link.target.match);
    if (!source || !target || link.target.match === link.from) continue;
    const ends = {
      key: `${link.from}${link.kind === 'win' ? 'w' : 'l'}>${link.target.match}.${link.target.slot}`,
      from: link.from,
      to: link.target.match,
      slot: link.target.slot,
      kind: link.kind,
    };
    const drawing: LinkDrawing =
      link.style === 'arrow' || link.style === 'arrow-number'
        ? link.style
        : link.style === 'connector' && target.column > source.column
          ? 'connector'
          : 'drop';
    planned.push({ ...ends, drawing });
  }

  const columnCount = Math.max(0, ...layout.brackets.map((b) => b.columns.length));
  const dropsInFirstColumn = planned.some(
    (link) => link.drawing === 'drop' && columnOf.get(link.to)?.column === 0,
  );
  const left = sizes.padding + (dropsInFirstColumn ? sizes.dropWidth + DROP_MARGIN : 0);
  const columnX: number[] = [];
  let x = left;
  for (let c = 0; c < columnCount; c += 1) {
    columnX.push(x);
    const gapRight = layout.brackets.some((b) => b.columns[c]?.gapRight === true);
    x += sizes.cardWidth + sizes.columnGap + (gapRight ? sizes.gapRight : 0);
  }
  const columnsRight =
    columnCount > 0 ? (columnX[columnCount - 1] ?? left) + sizes.cardWidth : left;

  const cards: BracketCardBox[] = [];
  const headers: BracketLabelBox[] = [];
  const titles: BracketLabelBox[] = [];
  const placed = new Set<number>();
  let y = sizes.padding;
  layout.brackets.forEach((subBracket, s) => {
    if (s > 0) y += sizes.subBracketGap;
    const name = subBracket.name?.trim();
    if (showHeaders && name) {
      titles.push({
        key: `title-${s}`,
        text: name,
        x: left,
        y: round(y),
        width: round(columnsRight - left),
        height: sizes.titleHeight,
      });
      y += sizes.titleHeight;
    }
    if (showHeaders && subBracket.columns.some((column) => column.header?.trim())) {
      subBracket.columns.forEach((column, c) => {
        const text = column.header?.trim();
        if (!text) return;
        headers.push({
          key: `header-${s}-${c}`,
          text,
          x: round(columnX[c] ?? left),
          y: round(y),
          width: sizes.cardWidth,
          height: sizes.headerHeight,
        });
      });
      y += sizes.headerHeight;
    }
    const slots = Math.max(0, ...subBracket.columns.map((column) => column.games.length));
    const bodyHeight = slots > 0 ? slots * pitch - sizes.slotGap : 0;
    subBracket.columns.forEach((column, c) => {
      const stack = column.games.length * pitch - sizes.slotGap;
      const top = y + (bodyHeight - stack) / 2;
      column.games.forEach((game, row) => {
        if (game === null || placed.has(game)) return;
        placed.add(game);
        cards.push({
          number: game,
          x: round(columnX[c] ?? left),
          y: round(top + row * pitch),
          width: sizes.cardWidth,
          height: round(cardHeight),
          subBracket: s,
          column: c,
        });
      });
    });
    y += bodyHeight;
  });
  const height = round(y + sizes.padding);

  const cardOf = new Map(cards.map((card) => [card.number, card]));
  const rowCentre = (card: BracketCardBox, slot: 1 | 2): number =>
    card.y + sizes.cardHeaderHeight + sizes.rowHeight * (slot - 0.5);
  const middle = (card: BracketCardBox): number =>
    card.y + sizes.cardHeaderHeight + sizes.rowHeight;

  const connectors: BracketConnectorShape[] = [];
  const drops: BracketDropShape[] = [];
  const arrows: BracketArrowShape[] = [];
  let right = columnsRight;
  for (const { drawing, ...ends } of planned) {
    const source = cardOf.get(ends.from);
    const target = cardOf.get(ends.to);
    if (!source || !target) continue;
    if (drawing === 'connector') {
      const x1 = source.x + source.width;
      const y1 = middle(source);
      const x2 = target.x;
      const y2 = rowCentre(target, ends.slot);
      connectors.push({ ...ends, path: elbowPath(x1, y1, x2, y2, sizes) });
    } else if (drawing === 'drop') {
      const cy = rowCentre(target, ends.slot);
      drops.push({
        ...ends,
        x: round(target.x - DROP_MARGIN - sizes.dropWidth),
        y: round(cy - sizes.dropHeight / 2),
        width: sizes.dropWidth,
        height: sizes.dropHeight,
        lineToX: target.x,
      });
    } else {
      const ax = source.x + source.width + ARROW_MARGIN;
      arrows.push({
        ...ends,
        x: round(ax),
        y: round(ends.kind === 'win' ? middle(source) : middle(source) + sizes.rowHeight / 2),
        length: sizes.arrowLength,
        numbered: drawing === 'arrow-number',
      });
      right = Math.max(right, ax + sizes.arrowLength);
    }
  }

  return {
    width: round(right + sizes.padding),
    height,
    sizes,
    cards,
    headers,
    titles,
    connectors,
    drops,
    arrows,
  };
}

/**
 * A connector from (x1, y1) to (x2, y2): right, then up or down in the gap just before the destination column
 * (so a link that skips a column runs along the row), then right into the slot, with rounded corners.
 */
function elbowPath(x1: number, y1: number, x2: number, y2: number, sizes: BracketSizes): string {
  const dy = y2 - y1;
  if (Math.abs(dy) < 0.001) return `M${num(x1)} ${num(y1)}H${num(x2)}`;
  const xm = x2 - x1 >= sizes.columnGap ? x2 - sizes.columnGap / 2 : (x1 + x2) / 2;
  const r = Math.max(0, Math.min(sizes.cornerRadius, Math.abs(dy) / 2, xm - x1, x2 - xm));
  const dir = Math.sign(dy);
  return [
    `M${num(x1)} ${num(y1)}`,
    `H${num(xm - r)}`,
    `Q${num(xm)} ${num(y1)} ${num(xm)} ${num(y1 + dir * r)}`,
    `V${num(y2 - dir * r)}`,
    `Q${num(xm)} ${num(y2)} ${num(xm + r)} ${num(y2)}`,
    `H${num(x2)}`,
  ].join('');
}
