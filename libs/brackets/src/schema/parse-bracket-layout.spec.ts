import { parseBracketLayout } from './parse-bracket-layout.js';

describe('parseBracketLayout', () => {
  it('reads a stored layout, defaulting missing connections and keeping nulls as "not set"', () => {
    const text = JSON.stringify({
      brackets: [
        {
          name: 'Upper',
          columns: [{ header: 'Round 1', games: [1, null, 2], gapRight: true }, { games: [3] }],
        },
      ],
      connections: {
        '1': {
          win: '3.1',
          lose: 'eliminated',
          winStyle: 'arrow',
          loserRank: { sort: 3, text: '#3/4' },
        },
        '2': { win: '3.2', lose: null, winStyle: null },
      },
    });
    expect(parseBracketLayout(text)).toEqual({
      ok: true,
      layout: {
        brackets: [
          {
            name: 'Upper',
            columns: [{ header: 'Round 1', games: [1, null, 2], gapRight: true }, { games: [3] }],
          },
        ],
        connections: {
          '1': {
            win: '3.1',
            lose: 'eliminated',
            winStyle: 'arrow',
            loserRank: { sort: 3, text: '#3/4' },
          },
          '2': { win: '3.2', lose: null, winStyle: null },
        },
      },
    });
    expect(parseBracketLayout('{"brackets": []}')).toEqual({
      ok: true,
      layout: { brackets: [], connections: {} },
    });
  });

  it.each([
    ['empty text', ''],
    ['no text', null],
    ['bad JSON', '{"brackets": ['],
    ['not an object', '[]'],
    ['brackets missing', '{"connections": {}}'],
    ['columns missing', '{"brackets": [{}]}'],
    ['a game that is text', '{"brackets": [{"columns": [{"games": ["1"]}]}]}'],
    ['a target that is a number', '{"brackets": [], "connections": {"1": {"win": 3}}}'],
    ['a rank without text', '{"brackets": [], "connections": {"1": {"winnerRank": {"sort": 1}}}}'],
    [
      'gapRight that is not a flag',
      '{"brackets": [{"columns": [{"games": [], "gapRight": "yes"}]}]}',
    ],
  ])('rejects %s with "The bracket layout could not be read"', (_name, text) => {
    expect(parseBracketLayout(text)).toEqual({
      ok: false,
      error: 'The bracket layout could not be read',
    });
  });
});
