import { validateCountdownInput } from './validate-countdown-input.js';

describe('validateCountdownInput', () => {
  it.each([
    [{ hours: 0, minutes: 3, seconds: 0 }, true, 180_000],
    [{ hours: 1, minutes: 59, seconds: 59 }, true, 7_199_000],
    [{ hours: 30, minutes: 0, seconds: 0 }, true, 108_000_000],
    [{ minutes: '10', seconds: '' }, true, 600_000],
    [{ hours: null, minutes: 0, seconds: 1 }, true, 1000],
    // 'Set time' disabled for zero duration
    [{ hours: 0, minutes: 0, seconds: 0 }, false, 0],
    [{}, false, 0],
    // out of range or not whole numbers
    [{ hours: -1, minutes: 5, seconds: 0 }, false, 0],
    [{ hours: 0, minutes: 60, seconds: 0 }, false, 0],
    [{ hours: 0, minutes: 5, seconds: 60 }, false, 0],
    [{ hours: 0, minutes: -1, seconds: 30 }, false, 0],
    [{ hours: 0.5, minutes: 0, seconds: 0 }, false, 0],
    [{ minutes: 'five' }, false, 0],
    [{ seconds: Number.NaN }, false, 0],
  ])('%j → valid %p, %p ms', (input, valid, durationMs) => {
    expect(validateCountdownInput(input)).toEqual({ valid, durationMs });
  });
});
