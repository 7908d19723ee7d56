import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { validateBracketLayout } from './validate-bracket-layout.js';

/** 8-team single elimination: 1-4 → 5, 6 → 7. */
const valid: BracketLayout = {
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
    '1': { win: '5.1', lose: 'eliminated' },
    '2': { win: '5.2', lose: 'eliminated' },
    '3': { win: '6.1', lose: 'eliminated' },
    '4': { win: '6.2', lose: 'eliminated' },
    '5': { win: '7.1', lose: 'eliminated' },
    '6': { win: '7.2', lose: 'eliminated' },
    '7': { win: 'champion', lose: 'eliminated', winnerRank: { sort: 1, text: '#1' } },
  },
};

function withColumns(
  games: (number | null)[][],
  connections: BracketLayout['connections'] = {},
): BracketLayout {
  return { brackets: [{ columns: games.map((column) => ({ games: column })) }], connections };
}

describe('validateBracketLayout', () => {
  it('accepts a valid layout', () => {
    expect(validateBracketLayout(valid, 7)).toEqual([]);
  });

  it('accepts an empty layout and free-text targets', () => {
    expect(validateBracketLayout(withColumns([[], [], [], []]), 0)).toEqual([]);
    expect(
      validateBracketLayout(
        withColumns([[1]], { '1': { win: 'Seed 1 in playoffs', lose: 'advance' } }),
        1,
      ),
    ).toEqual([]);
  });

  it.each<[string, BracketLayout, number, string[]]>([
    [
      'a number above the match count',
      valid,
      6,
      ['Match 7 does not exist: the bracket lists 6 match(es)'],
    ],
    [
      'a number below 1',
      withColumns([[0, 1]]),
      2,
      ['Match 0 does not exist: the bracket lists 2 match(es)'],
    ],
    [
      'a fractional number',
      withColumns([[1.5]]),
      2,
      ['Match 1.5 does not exist: the bracket lists 2 match(es)'],
    ],
    [
      'a number listed twice (reported once)',
      withColumns([
        [1, 2],
        [1, null, 1],
      ]),
      2,
      ['Match 1 appears twice'],
    ],
    [
      'a connection key that is not listed',
      withColumns([[1, 2]], { '3': { win: '1.1' }, abc: { win: '1.2' }, '01': { lose: '2.1' } }),
      3,
      [
        'Match 3 has connections but is not in the layout',
        'Match 01 has connections but is not in the layout',
        'Match abc has connections but is not in the layout',
      ],
    ],
    [
      'a target that does not exist',
      withColumns([[1, 2]], { '1': { win: '9.1' }, '2': { lose: '3.2' } }),
      3,
      [
        'Match 1 sends its winner to match 9, which is not in the layout',
        'Match 2 sends its loser to match 3, which is not in the layout',
      ],
    ],
    [
      'a link to itself',
      withColumns([[1, 2]], { '1': { win: '1.1' } }),
      2,
      ['Match 1 sends its winner to itself'],
    ],
    [
      'a slot other than 1 or 2',
      withColumns([[1, 2]], { '1': { lose: '2.3' } }),
      2,
      ['Match 1 sends its loser to slot 2.3; the slot must be 1 or 2'],
    ],
    [
      'a slot with two feeders',
      withColumns([[1, 2], [3]], { '1': { win: '3.1' }, '2': { win: '3.1', lose: '3.1' } }),
      3,
      ['Slot 3.1 has two feeders'],
    ],
    [
      'a loop',
      withColumns([[1, 2], [3]], { '1': { win: '3.1' }, '3': { win: '2.1' }, '2': { win: '3.2' } }),
      3,
      ['The connections loop back to match 2'],
    ],
    [
      'ranks without a positive whole sort or a text',
      withColumns([[1, 2]], {
        '1': { winnerRank: { sort: 0, text: '#1' }, loserRank: { sort: 2, text: '  ' } },
        '2': { winnerRank: { sort: 1.5, text: '#1' }, loserRank: { sort: 3, text: '#3' } },
      }),
      2,
      [
        'The winner rank of match 1 needs a positive whole-number sort and a text',
        'The loser rank of match 1 needs a positive whole-number sort and a text',
        'The winner rank of match 2 needs a positive whole-number sort and a text',
      ],
    ],
  ])('rejects %s', (_name, layout, count, expected) => {
    expect(validateBracketLayout(layout, count)).toEqual(expected);
  });
});
