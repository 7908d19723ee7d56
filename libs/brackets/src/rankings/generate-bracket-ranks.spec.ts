import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { generateBracketRanks } from './generate-bracket-ranks.js';

/** RULES c.9 example: 8-team single elimination. */
const eightTeamSingle: BracketLayout = {
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
    '7': { win: 'champion', lose: 'eliminated' },
  },
};

function ranksOf(layout: BracketLayout): Record<string, [string | undefined, string | undefined]> {
  return Object.fromEntries(
    Object.entries(layout.connections).map(([key, c]) => [
      key,
      [c.winnerRank?.text, c.loserRank?.text],
    ]),
  );
}

describe('generateBracketRanks', () => {
  it('ranks the 8-team single elimination example: final #1 and #2, semifinal losers #3/4, quarterfinal losers #5-8', () => {
    const ranked = generateBracketRanks(eightTeamSingle);
    expect(ranksOf(ranked)).toEqual({
      '1': [undefined, '#5-8'],
      '2': [undefined, '#5-8'],
      '3': [undefined, '#5-8'],
      '4': [undefined, '#5-8'],
      '5': [undefined, '#3/4'],
      '6': [undefined, '#3/4'],
      '7': ['#1', '#2'],
    });
    expect(ranked.connections['7']).toEqual({
      win: 'champion',
      lose: 'eliminated',
      winnerRank: { sort: 1, text: '#1' },
      loserRank: { sort: 2, text: '#2' },
    });
    expect(ranked.connections['1']?.loserRank).toEqual({ sort: 5, text: '#5-8' });
    expect(ranked.connections['5']?.loserRank).toEqual({ sort: 3, text: '#3/4' });
  });

  it('keeps explicit ranks, which still take their place in the count', () => {
    const explicit: BracketLayout = {
      ...eightTeamSingle,
      connections: {
        ...eightTeamSingle.connections,
        '7': { win: 'champion', lose: 'eliminated', loserRank: { sort: 2, text: 'Runner-up' } },
      },
    };
    const ranked = generateBracketRanks(explicit);
    expect(ranked.connections['7']).toMatchObject({
      winnerRank: { sort: 1, text: '#1' },
      loserRank: { sort: 2, text: 'Runner-up' },
    });
    expect(ranked.connections['5']?.loserRank).toEqual({ sort: 3, text: '#3/4' });
  });

  it('orders advances by match number, winner first, after champions and before eliminations', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3, 4] }] }],
      connections: {
        '1': { win: '3.1', lose: '4.1' },
        '2': { win: '3.2', lose: '4.2' },
        '3': { win: 'champion', lose: 'advance' },
        '4': { win: 'advance', lose: 'eliminated' },
      },
    };
    expect(ranksOf(generateBracketRanks(layout))).toEqual({
      '1': [undefined, undefined],
      '2': [undefined, undefined],
      '3': ['#1', '#2'],
      '4': ['#3', '#4'],
    });
  });

  it('gives free-text and slot targets no rank and does not change the input', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1] }] }],
      connections: {
        '1': { win: 'Seed 1 in playoffs', lose: 'eliminated' },
        '9': { lose: 'eliminated' },
      },
    };
    const copy = structuredClone(layout);
    expect(ranksOf(generateBracketRanks(layout))).toEqual({
      '1': [undefined, '#1'],
      '9': [undefined, undefined],
    });
    expect(layout).toEqual(copy);
  });
});
