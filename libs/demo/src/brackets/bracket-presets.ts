/** A final rank written to a team (RULES c.2 winnerRank / loserRank). */
export interface DemoBracketRank {
  readonly sort: number;
  readonly text: string;
}

/** Outgoing links of one match (RULES c.2). */
export interface DemoBracketConnection {
  readonly win?: string;
  readonly lose?: string;
  readonly winnerRank?: DemoBracketRank;
  readonly loserRank?: DemoBracketRank;
}

/** The bracket_layout JSON shape (RULES c.2): sub-brackets with columns, and connections keyed by match number. */
export interface DemoBracketLayout {
  readonly brackets: readonly {
    readonly name?: string;
    readonly columns: readonly {
      readonly header?: string;
      readonly games: readonly (number | null)[];
    }[];
  }[];
  readonly connections: Readonly<Record<string, DemoBracketConnection>>;
}

/** A layout plus the round name (column header) of each match number. */
export interface DemoBracketPreset {
  readonly layout: DemoBracketLayout;
  /** Round of match N at index N − 1. */
  readonly rounds: readonly string[];
}

const rank = (sort: number, text: string): DemoBracketRank => ({ sort, text });

/** RULES c.11 "8-team double elimination", with the generated ranks #1, #2, #3, #4, #5/6, #7/8 (c.9). */
export const DOUBLE_ELIMINATION_8: DemoBracketPreset = {
  layout: {
    brackets: [
      {
        name: 'Upper Bracket',
        columns: [
          { header: 'Round 1', games: [1, 2, 3, 4] },
          { header: 'Semifinals', games: [7, null, 8] },
          { header: 'Upper Finals', games: [11] },
          { games: [] },
          { header: 'Grand Finals', games: [14] },
        ],
      },
      {
        name: 'Lower Bracket',
        columns: [
          { header: 'LB Round 1', games: [5, 6] },
          { header: 'LB Round 2', games: [9, 10] },
          { header: 'Lower Semifinals', games: [12] },
          { header: 'Lower Finals', games: [13] },
          { games: [] },
        ],
      },
    ],
    connections: {
      '1': { win: '7.1', lose: '5.1' },
      '2': { win: '7.2', lose: '5.2' },
      '3': { win: '8.1', lose: '6.1' },
      '4': { win: '8.2', lose: '6.2' },
      '5': { win: '9.2', lose: 'eliminated', loserRank: rank(7, '#7/8') },
      '6': { win: '10.2', lose: 'eliminated', loserRank: rank(7, '#7/8') },
      '7': { win: '11.1', lose: '10.1' },
      '8': { win: '11.2', lose: '9.1' },
      '9': { win: '12.1', lose: 'eliminated', loserRank: rank(5, '#5/6') },
      '10': { win: '12.2', lose: 'eliminated', loserRank: rank(5, '#5/6') },
      '11': { win: '14.1', lose: '13.1' },
      '12': { win: '13.2', lose: 'eliminated', loserRank: rank(4, '#4') },
      '13': { win: '14.2', lose: 'eliminated', loserRank: rank(3, '#3') },
      '14': {
        win: 'champion',
        lose: 'eliminated',
        winnerRank: rank(1, '#1'),
        loserRank: rank(2, '#2'),
      },
    },
  },
  rounds: [
    'Round 1',
    'Round 1',
    'Round 1',
    'Round 1',
    'LB Round 1',
    'LB Round 1',
    'Semifinals',
    'Semifinals',
    'LB Round 2',
    'LB Round 2',
    'Upper Finals',
    'Lower Semifinals',
    'Lower Finals',
    'Grand Finals',
  ],
};

/** A 4-team single elimination (the last two columns of RULES c.11 "8-team single elimination"). */
export const SINGLE_ELIMINATION_4: DemoBracketPreset = {
  layout: {
    brackets: [
      {
        name: 'Playoffs',
        columns: [
          { header: 'Semifinals', games: [1, 2] },
          { header: 'Finals', games: [3] },
        ],
      },
    ],
    connections: {
      '1': { win: '3.1', lose: 'eliminated', loserRank: rank(3, '#3/4') },
      '2': { win: '3.2', lose: 'eliminated', loserRank: rank(3, '#3/4') },
      '3': {
        win: 'champion',
        lose: 'eliminated',
        winnerRank: rank(1, '#1'),
        loserRank: rank(2, '#2'),
      },
    },
  },
  rounds: ['Semifinals', 'Semifinals', 'Finals'],
};
