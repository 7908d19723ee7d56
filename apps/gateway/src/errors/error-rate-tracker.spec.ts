import { ErrorRateTracker, isErrorRateHigh } from './error-rate-tracker.js';

function trackerAt(start = 1_000_000) {
  const clock = { now: start };
  const tracker = new ErrorRateTracker(() => clock.now);
  const record = (count: number, status: number) => {
    for (let i = 0; i < count; i++) tracker.record(status);
  };
  return { clock, tracker, record };
}

describe('isErrorRateHigh', () => {
  it.each([
    [0, 0, false],
    [19, 9, false], // fewer than 20 answers and fewer than 10 errors
    [20, 1, false], // exactly 5 % is not more than 5 %
    [20, 2, true], // 10 % of 20
    [100, 5, false],
    [100, 6, true],
    [10, 10, true], // 10 errors is high whatever the total
    [1000, 10, true],
    [1000, 9, false],
  ])('%i answers with %i errors → %s', (total, errors, high) => {
    expect(isErrorRateHigh(total, errors)).toBe(high);
  });
});

describe('ErrorRateTracker', () => {
  it('starts low with a zero rate', () => {
    const { tracker } = trackerAt();
    expect(tracker.snapshot()).toEqual({
      high: false,
      rate: 0,
      total: 0,
      errors: 0,
      windowMs: 60_000,
    });
  });

  it('counts only 5xx as errors', () => {
    const { tracker, record } = trackerAt();
    record(10, 200);
    record(5, 404);
    record(3, 429);
    record(2, 503);
    expect(tracker.snapshot()).toMatchObject({ total: 20, errors: 2, rate: 0.1, high: true });
  });

  it('turns high at ten 5xx even among many answers', () => {
    const { tracker, record } = trackerAt();
    record(1000, 200);
    record(9, 500);
    expect(tracker.snapshot().high).toBe(false);
    record(1, 502);
    expect(tracker.snapshot().high).toBe(true);
  });

  it('forgets answers older than 60 s', () => {
    const { clock, tracker, record } = trackerAt();
    record(10, 500);
    clock.now += 30_000;
    record(10, 200);
    expect(tracker.snapshot()).toMatchObject({ total: 20, errors: 10, high: true });
    clock.now += 30_000; // the errors are now 60 s old
    expect(tracker.snapshot()).toMatchObject({ total: 10, errors: 0, high: false });
    clock.now += 30_000;
    expect(tracker.snapshot()).toMatchObject({ total: 0, errors: 0, rate: 0, high: false });
  });

  it('keeps answers from 59 s ago in the window', () => {
    const { clock, tracker, record } = trackerAt(0);
    record(10, 500);
    clock.now += 59_000;
    expect(tracker.snapshot().errors).toBe(10);
  });
});
