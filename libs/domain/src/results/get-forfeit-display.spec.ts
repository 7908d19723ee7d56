import { getForfeitDisplay } from './get-forfeit-display.js';

describe('getForfeitDisplay', () => {
  it.each([
    [{ forfeit: true, score_1: 3, score_2: 0, first_to: 3 }, ['W', 'FF']],
    [{ forfeit: true, score_1: 0, score_2: 2, first_to: 2 }, ['FF', 'W']],
    [{ forfeit: true, score_1: 3, score_2: 1, first_to: 3 }, null],
    [{ forfeit: true, score_1: 0, score_2: 0, first_to: 3 }, null],
    [{ forfeit: true, score_1: 2, score_2: 0, first_to: 3 }, null],
    [{ forfeit: false, score_1: 3, score_2: 0, first_to: 3 }, null],
    [{ score_1: 3, score_2: 0, first_to: 3 }, null],
    [{ forfeit: true, score_1: 0, score_2: 0, first_to: 0 }, null],
    [{ forfeit: true, score_1: 1, first_to: 1 }, ['W', 'FF']],
  ])('%j → %j', (match, display) => {
    expect(getForfeitDisplay(match)).toEqual(display);
  });
});
