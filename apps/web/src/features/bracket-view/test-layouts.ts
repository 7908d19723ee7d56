import type { BracketLayout } from '@castline/brackets';

/** The demo season's 8-team double elimination ('Playoffs' of the Spring Showdown), for tests. */
export const DOUBLE_ELIMINATION_8: BracketLayout = {
  brackets: [
    {
      name: 'Upper Bracket',
      columns: [
        {
          header: 'Round 1',
          games: [1, 2, 3, 4],
        },
        {
          header: 'Semifinals',
          games: [7, null, 8],
        },
        {
          header: 'Upper Finals',
          games: [11],
        },
        {
          games: [],
        },
        {
          header: 'Grand Finals',
          games: [14],
        },
      ],
    },
    {
      name: 'Lower Bracket',
      columns: [
        {
          header: 'LB Round 1',
          games: [5, 6],
        },
        {
          header: 'LB Round 2',
          games: [9, 10],
        },
        {
          header: 'Lower Semifinals',
          games: [12],
        },
        {
          header: 'Lower Finals',
          games: [13],
        },
        {
          games: [],
        },
      ],
    },
  ],
  connections: {
    '1': {
      win: '7.1',
      lose: '5.1',
    },
    '2': {
      win: '7.2',
      lose: '5.2',
    },
    '3': {
      win: '8.1',
      lose: '6.1',
    },
    '4': {
      win: '8.2',
      lose: '6.2',
    },
    '5': {
      win: '9.2',
      lose: 'eliminated',
      loserRank: {
        sort: 7,
        text: '#7/8',
      },
    },
    '6': {
      win: '10.2',
      lose: 'eliminated',
      loserRank: {
        sort: 7,
        text: '#7/8',
      },
    },
    '7': {
      win: '11.1',
      lose: '10.1',
    },
    '8': {
      win: '11.2',
      lose: '9.1',
    },
    '9': {
      win: '12.1',
      lose: 'eliminated',
      loserRank: {
        sort: 5,
        text: '#5/6',
      },
    },
    '10': {
      win: '12.2',
      lose: 'eliminated',
      loserRank: {
        sort: 5,
        text: '#5/6',
      },
    },
    '11': {
      win: '14.1',
      lose: '13.1',
    },
    '12': {
      win: '13.2',
      lose: 'eliminated',
      loserRank: {
        sort: 4,
        text: '#4',
      },
    },
    '13': {
      win: '14.2',
      lose: 'eliminated',
      loserRank: {
        sort: 3,
        text: '#3',
      },
    },
    '14': {
      win: 'champion',
      lose: 'eliminated',
      winnerRank: {
        sort: 1,
        text: '#1',
      },
      loserRank: {
        sort: 2,
        text: '#2',
      },
    },
  },
};
