import { describe, expect, it } from 'vitest';
import type { BracketLayout } from '@castline/brackets';
import { BRACKET_SIZES, getCardHeight } from './bracket-sizes.js';
import { getBracketGeometry, type BracketCardBox } from './get-bracket-geometry.js';
import { DOUBLE_ELIMINATION_8 } from './test-layouts.js';

const S = BRACKET_SIZES;
const CARD = getCardHeight(S);
const PITCH = CARD + S.slotGap;
const centre = (card: BracketCardBox | undefined): number =>
  card ? card.y + card.height / 2 : NaN;

function cardsOf(layout: BracketLayout, showHeaders = true) {
  const geometry = getBracketGeometry(layout, { showHeaders });
  return { geometry, card: (n: number) => geometry.cards.find((c) => c.number === n) };
}

/** 8-team single elimination (RULES c.11): Quarterfinals 1-4 · Semifinals 5,_,6 · Finals 7. */
const SINGLE_8: BracketLayout = {
  brackets: [
    {
      columns: [
        { header: 'Quarterfinals', games: [1, 2, 3, 4] },
        { header: 'Semifinals', games: [5, null, 6] },
        { header: 'Finals', games: [7] },
      ],
    },
  ],
  connections: {
    '1': { win: '5.1' },
    '2': { win: '5.2' },
    '3': { win: '6.1' },
    '4': { win: '6.2' },
    '5': { win: '7.1' },
    '6': { win: '7.2' },
    '7': { win: 'champion' },
  },
};

describe('getBracketGeometry (broadcast §2 "Bracket view", RULES c.2)', () => {
  it('stacks equal slots per column, centred, so a null spacer keeps games between their feeders', () => {
    const { geometry, card } = cardsOf(SINGLE_8);
    expect(geometry.cards.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const top = S.padding + S.headerHeight;
    expect([1, 2, 3, 4].map((n) => card(n)?.y)).toEqual(
      [0, 1, 2, 3].map((i) => Math.round((top + i * PITCH) * 1000) / 1000),
    );
    expect(centre(card(5))).toBeCloseTo((centre(card(1)) + centre(card(2))) / 2, 2);
    expect(centre(card(6))).toBeCloseTo((centre(card(3)) + centre(card(4))) / 2, 2);
    expect(centre(card(7))).toBeCloseTo((centre(card(5)) + centre(card(6))) / 2, 2);
    expect(card(5)?.x).toBeCloseTo(S.padding + S.cardWidth + S.columnGap, 3);
    expect(geometry.height).toBeCloseTo(top + 4 * PITCH - S.slotGap + S.padding, 2);
    expect(geometry.width).toBeCloseTo(S.padding * 2 + 3 * S.cardWidth + 2 * S.columnGap, 2);
  });

  it('draws one connector per win link into the destination slot, and nothing for champion', () => {
    const { geometry, card } = cardsOf(SINGLE_8);
    expect(geometry.connectors.map((c) => c.key)).toEqual([
      '1w>5.1',
      '2w>5.2',
      '3w>6.1',
      '4w>6.2',
      '5w>7.1',
      '6w>7.2',
    ]);
    expect(geometry.drops).toEqual([]);
    expect(geometry.arrows).toEqual([]);
    const first = geometry.connectors[0]!;
    const c1 = card(1)!;
    const c5 = card(5)!;
    // starts at card 1's right edge, between its two team rows; ends at card 5's left edge, on team row 1
    expect(
      first.path.startsWith(`M${c1.x + c1.width} ${c1.y + S.cardHeaderHeight + S.rowHeight}`),
    ).toBe(true);
    expect(first.path.endsWith(`H${c5.x}`)).toBe(true);
    expect(first.path).toContain(`${c5.y + S.cardHeaderHeight + S.rowHeight / 2}`);
  });

  it('column headers can be left out', () => {
    const { geometry, card } = cardsOf(SINGLE_8, false);
    expect(geometry.headers).toEqual([]);
    expect(card(1)?.y).toBe(S.padding);
  });

  it('lays out the 8-team double elimination preset: titles, headers, connectors and loser drops', () => {
    const preset = { layout: DOUBLE_ELIMINATION_8 };
    const { geometry, card } = cardsOf(preset.layout);
    expect(geometry.titles.map((t) => t.text)).toEqual(['Upper Bracket', 'Lower Bracket']);
    expect(geometry.headers.map((h) => h.text)).toEqual([
      'Round 1',
      'Semifinals',
      'Upper Finals',
      'Grand Finals',
      'LB Round 1',
      'LB Round 2',
      'Lower Semifinals',
      'Lower Finals',
    ]);
    // the same column sits at the same x in both sub-brackets; the lower bracket is below the upper one
    expect(card(5)?.x).toBe(card(1)?.x);
    expect(card(5)!.y).toBeGreaterThan(card(4)!.y + card(4)!.height);
    expect(geometry.connectors).toHaveLength(13);
    expect(geometry.drops.map((d) => d.key)).toEqual([
      '1l>5.1',
      '2l>5.2',
      '3l>6.1',
      '4l>6.2',
      '7l>10.1',
      '8l>9.1',
      '11l>13.1',
    ]);
    // a loser-drop marker sits left of its destination slot, centred on the team row
    const drop = geometry.drops[0]!;
    const c5 = card(5)!;
    expect(drop.x + drop.width).toBeLessThan(c5.x);
    expect(drop.y + drop.height / 2).toBeCloseTo(c5.y + S.cardHeaderHeight + S.rowHeight / 2, 2);
    // the lower final's winner climbs to the grand final's slot 2
    const up = geometry.connectors.find((c) => c.key === '13w>14.2')!;
    expect(up.path).toContain('V');
    expect(geometry.cards).toHaveLength(14);
  });

  it.each([
    ['hidden', 0, 0, 0],
    ['none', 0, 0, 0],
    ['empty', 0, 0, 0],
    ['null', 0, 0, 0],
    ['arrow', 0, 0, 1],
    ['arrow-number', 0, 0, 1],
    [undefined, 1, 0, 0],
  ])(
    'a win link with style %j draws %i connector(s), %i drop(s), %i arrow(s)',
    (style, c, d, a) => {
      const layout: BracketLayout = {
        brackets: [{ columns: [{ games: [1] }, { games: [2] }] }],
        connections: { '1': { win: '2.1', ...(style ? { winStyle: style } : {}) } },
      };
      const geometry = getBracketGeometry(layout);
      expect([geometry.connectors.length, geometry.drops.length, geometry.arrows.length]).toEqual([
        c,
        d,
        a,
      ]);
      if (a) {
        expect(geometry.arrows[0]).toMatchObject({
          from: 1,
          to: 2,
          numbered: style === 'arrow-number',
        });
        expect(geometry.width).toBeGreaterThan(geometry.arrows[0]!.x + geometry.arrows[0]!.length);
      }
    },
  );

  it('a lose link with an arrow style draws an arrow at the source, below the win anchor', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1] }, { games: [2, 3] }] }],
      connections: { '1': { win: '2.1', lose: '3.1', loseStyle: 'arrow-number' } },
    };
    const { arrows, connectors } = getBracketGeometry(layout);
    expect(connectors).toHaveLength(1);
    expect(arrows).toHaveLength(1);
    expect(arrows[0]).toMatchObject({ kind: 'lose', to: 3, slot: 1, numbered: true });
  });

  it('a win link into an earlier column becomes a drop marker, with room kept left of the first column', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1] }, { games: [2] }] }],
      connections: { '2': { win: '1.2' } },
    };
    const geometry = getBracketGeometry(layout);
    expect(geometry.connectors).toEqual([]);
    expect(geometry.drops).toHaveLength(1);
    expect(geometry.drops[0]!.x).toBeGreaterThanOrEqual(0);
    expect(geometry.cards[0]!.x).toBeGreaterThan(geometry.drops[0]!.x + geometry.drops[0]!.width);
  });

  it('adds the gapRight space after a flagged column, and skips links to unlisted matches', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1], gapRight: true }, { games: [2] }] }],
      connections: { '1': { win: '2.1', lose: '9.1' } },
    };
    const geometry = getBracketGeometry(layout);
    expect(geometry.cards[1]!.x).toBeCloseTo(S.padding + S.cardWidth + S.columnGap + S.gapRight, 3);
    expect(geometry.connectors).toHaveLength(1);
    expect(geometry.drops).toHaveLength(0);
  });

  it('draws an empty layout as an empty box', () => {
    const geometry = getBracketGeometry({ brackets: [], connections: {} });
    expect(geometry.cards).toEqual([]);
    expect(geometry.width).toBe(S.padding * 2);
    expect(geometry.height).toBe(S.padding * 2);
  });
});
