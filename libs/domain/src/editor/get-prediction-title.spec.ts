import { getPredictionTitle } from './get-prediction-title.js';

describe('getPredictionTitle', () => {
  it.each([
    ['match', null, { ok: true, title: 'Who will win the match?' }],
    [
      'map',
      { number: 2, name: "King's Row" },
      { ok: true, title: "Who will win map 2 - King's Row?" },
    ],
    [
      'map',
      { number: 3, name: 'A map name that is too long' },
      { ok: true, title: 'Who will win map 3?' },
    ],
    ['map', { number: 1, name: null }, { ok: true, title: 'Who will win map 1?' }],
    ['map', null, { ok: false, code: 'no-current-map' }],
  ] as const)('%s %j → %j', (type, map, result) => {
    expect(getPredictionTitle(type, map)).toEqual(result);
  });

  it('keeps a name that makes exactly 45 characters', () => {
    const name = 'x'.repeat(45 - 'Who will win map 1 - ?'.length);
    expect(getPredictionTitle('map', { number: 1, name })).toEqual({
      ok: true,
      title: `Who will win map 1 - ${name}?`,
    });
    expect(getPredictionTitle('map', { number: 1, name: `${name}x` })).toEqual({
      ok: true,
      title: 'Who will win map 1?',
    });
  });
});
