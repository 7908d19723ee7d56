import type {
  BracketColumn,
  BracketConnection,
  BracketLayout,
} from '../schema/bracket-layout.schema.js';
import type { BracketPresetDefinition, BracketPresetId } from './bracket-preset.js';

/*
 * RULES c.11, transcribed. Notation there: "5→9.1" sends the winner of 5 to slot 1 of 9, "L→16.1" sends
 * the loser, and a loss with no target is eliminated (stored here as lose: 'eliminated').
 */

function column(header: string | null, games: (number | null)[]): BracketColumn {
  return header === null ? { games } : { header, games };
}

const EMPTY_COLUMN: BracketColumn = { games: [] };

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** `[from, win, lose?]` rows → connections; a missing lose is eliminated. */
function links(
  rows: readonly (readonly [number, string, string?])[],
): Record<string, BracketConnection> {
  return Object.fromEntries(
    rows.map(([from, win, lose]) => [String(from), { win, lose: lose ?? 'eliminated' }]),
  );
}

const SIXTEEN_FIRST_ROUNDS: readonly (readonly [number, string, string?])[] = [
  [1, '9.1'],
  [2, '9.2'],
  [3, '10.1'],
  [4, '10.2'],
  [5, '11.1'],
  [6, '11.2'],
  [7, '12.1'],
  [8, '12.2'],
  [9, '13.1'],
  [10, '13.2'],
  [11, '14.1'],
  [12, '14.2'],
];

const empty: BracketLayout = {
  brackets: [{ columns: [EMPTY_COLUMN, EMPTY_COLUMN, EMPTY_COLUMN, EMPTY_COLUMN] }],
  connections: {},
};

const singleEight: BracketLayout = {
  brackets: [
    {
      columns: [
        column('Quarterfinals', [1, 2, 3, 4]),
        column('Semifinals', [5, null, 6]),
        column('Finals', [7]),
      ],
    },
  ],
  connections: links([
    [1, '5.1'],
    [2, '5.2'],
    [3, '6.1'],
    [4, '6.2'],
    [5, '7.1'],
    [6, '7.2'],
    [7, 'champion'],
  ]),
};

const singleTwelve: BracketLayout = {
  brackets: [
    {
      columns: [
        column('Round 1', [1, 2, 3, 4]),
        column('Round 2', [5, 6, 7, 8]),
        column('Semifinals', [9, null, 10]),
        column('Final', [11]),
      ],
    },
  ],
  // Slot 1 of 5-8 is a seeded bye, set by hand.
  connections: links([
    [1, '5.2'],
    [2, '6.2'],
    [3, '7.2'],
    [4, '8.2'],
    [5, '9.1'],
    [6, '9.2'],
    [7, '10.1'],
    [8, '10.2'],
    [9, '11.1'],
    [10, '11.2'],
    [11, 'champion'],
  ]),
};

const singleSixteen: BracketLayout = {
  brackets: [
    {
      columns: [
        column(null, range(1, 8)),
        column(null, [9, null, 10, null, 11, null, 12]),
        column(null, [13, null, null, 14]),
        column(null, [15]),
      ],
    },
  ],
  connections: links([...SIXTEEN_FIRST_ROUNDS, [13, '15.1'], [14, '15.2'], [15, 'champion']]),
};

const singleSixteenThirdPlace: BracketLayout = {
  brackets: [
    {
      columns: [
        column('Round of 16', range(1, 8)),
        column('Quarterfinals', [9, null, 10, null, 11, null, 12]),
        column('Semifinals', [13, null, null, null, 14]),
        column('Finals', [null, null, null, 15, null, null, 16]),
      ],
    },
  ],
  connections: links([
    ...SIXTEEN_FIRST_ROUNDS,
    [13, '15.1', '16.1'],
    [14, '15.2', '16.2'],
    [15, 'champion', 'advance'],
    [16, 'advance'],
  ]),
};

const gsl: BracketLayout = {
  brackets: [
    {
      columns: [
        column('Opening matches', [1, 2, null]),
        column('Winners & elimination', [3, null, 4]),
        column('Decider', [5]),
      ],
    },
  ],
  connections: {
    '1': { win: '3.1', lose: '4.1' },
    '2': { win: '3.2', lose: '4.2' },
    '3': { win: 'advance', lose: '5.1', winnerRank: { sort: 1, text: '#1' } },
    '4': { win: '5.2', lose: 'eliminated', loserRank: { sort: 4, text: '#4' } },
    '5': {
      win: 'advance',
      lose: 'eliminated',
      winnerRank: { sort: 2, text: '#2' },
      loserRank: { sort: 3, text: '#3' },
    },
  },
};

const doubleEight: BracketLayout = {
  brackets: [
    {
      columns: [
        column('Round 1', [1, 2, 3, 4]),
        column('Semifinals', [7, null, 8]),
        column('Upper Finals', [11]),
        EMPTY_COLUMN,
        column('Grand Finals', [14]),
      ],
    },
    {
      columns: [
        column('LB Round 1', [5, 6]),
        column('LB Round 2', [9, 10]),
        column('Lower Semifinals', [12]),
        column('Lower Finals', [13]),
        EMPTY_COLUMN,
      ],
    },
  ],
  connections: links([
    [1, '7.1', '5.1'],
    [2, '7.2', '5.2'],
    [3, '8.1', '6.1'],
    [4, '8.2', '6.2'],
    [5, '9.2'],
    [6, '10.2'],
    [7, '11.1', '10.1'],
    [8, '11.2', '9.1'],
    [9, '12.1'],
    [10, '12.2'],
    [11, '14.1', '13.1'],
    [12, '13.2'],
    [13, '14.2'],
    [14, 'champion'],
  ]),
};

const doubleTwelve: BracketLayout = {
  brackets: [
    {
      name: 'Upper Bracket',
      columns: [
        column('UB Round 1', [1, 2, 3, 4]),
        column('UB Round 2', [5, 6, 7, 8]),
        EMPTY_COLUMN,
        column('UB Semifinals', [15, null, 16]),
        column('UB Finals', [19]),
        EMPTY_COLUMN,
        column('Grand Finals', [22]),
      ],
    },
    {
      name: 'Lower Bracket',
      columns: [
        EMPTY_COLUMN,
        column('LB Round 1', [9, 10, 11, 12]),
        column('LB Round 2', [13, null, 14]),
        column('LB Round 3', [17, 18]),
        column('LB Semifinals', [20]),
        column('LB Finals', [21]),
        EMPTY_COLUMN,
      ],
    },
  ],
  connections: links([
    [1, '5.2', '12.2'],
    [2, '6.2', '11.2'],
    [3, '7.2', '10.2'],
    [4, '8.2', '9.2'],
    [5, '15.1', '9.1'],
    [6, '15.2', '10.1'],
    [7, '16.1', '11.1'],
    [8, '16.2', '12.1'],
    [9, '13.1'],
    [10, '13.2'],
    [11, '14.1'],
    [12, '14.2'],
    [13, '17.2'],
    [14, '18.2'],
    [15, '19.1', '18.1'],
    [16, '19.2', '17.1'],
    [17, '20.1'],
    [18, '20.2'],
    [19, '22.1', '21.1'],
    [20, '21.2'],
    [21, '22.2'],
    [22, 'champion'],
  ]),
};

/** The presets of RULES c.11 before rank generation, keyed by id. */
export const BRACKET_PRESET_DEFINITIONS: Readonly<
  Record<BracketPresetId, BracketPresetDefinition>
> = {
  empty: { id: 'empty', name: 'Empty', ranks: 'none', layout: empty },
  'single-elimination-8': {
    id: 'single-elimination-8',
    name: '8-team single elimination',
    ranks: 'generated',
    layout: singleEight,
  },
  'single-elimination-12': {
    id: 'single-elimination-12',
    name: '12-team single elimination',
    ranks: 'generated',
    layout: singleTwelve,
  },
  'single-elimination-16': {
    id: 'single-elimination-16',
    name: '16-team single elimination',
    ranks: 'generated',
    layout: singleSixteen,
  },
  'single-elimination-16-third-place': {
    id: 'single-elimination-16-third-place',
    name: '16-team single elimination with a third-place match',
    ranks: 'generated',
    layout: singleSixteenThirdPlace,
  },
  'double-elimination-4-gsl': {
    id: 'double-elimination-4-gsl',
    name: '4-team double elimination (GSL)',
    ranks: 'explicit',
    layout: gsl,
  },
  'double-elimination-8': {
    id: 'double-elimination-8',
    name: '8-team double elimination',
    ranks: 'generated',
    layout: doubleEight,
  },
  'double-elimination-12': {
    id: 'double-elimination-12',
    name: '12-team double elimination',
    ranks: 'generated',
    layout: doubleTwelve,
  },
};
