import { PublishThrottle, type ThrottleClock } from './publish-throttle.js';

function fakeClock(): ThrottleClock & { advance(ms: number): void } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

describe('PublishThrottle', () => {
  it('publishes the first request at once and merges the next ones into one run a second later', () => {
    const clock = fakeClock();
    const runs: [string, number][] = [];
    const throttle = new PublishThrottle(1000, (key) => runs.push([key, clock.now()]), clock);
    throttle.request('prod1');
    clock.advance(100);
    throttle.request('prod1');
    clock.advance(100);
    throttle.request('prod1');
    expect(runs).toEqual([['prod1', 0]]);
    clock.advance(2000);
    expect(runs).toEqual([
      ['prod1', 0],
      ['prod1', 1000],
    ]);
  });

  it('keeps keys apart', () => {
    const clock = fakeClock();
    const runs: string[] = [];
    const throttle = new PublishThrottle(1000, (key) => runs.push(key), clock);
    throttle.request('a');
    throttle.request('b');
    expect(runs).toEqual(['a', 'b']);
  });

  it('never runs twice within the interval', () => {
    const clock = fakeClock();
    const at: number[] = [];
    const throttle = new PublishThrottle(1000, () => at.push(clock.now()), clock);
    for (let t = 0; t < 10_000; t += 70) {
      throttle.request('k');
      clock.advance(70);
    }
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(at.length).toBeGreaterThanOrEqual(9);
  });

  it('drops pending runs on stop and ignores later requests', () => {
    const clock = fakeClock();
    const runs: string[] = [];
    const throttle = new PublishThrottle(1000, (key) => runs.push(key), clock);
    throttle.request('a');
    throttle.request('a');
    throttle.stop();
    clock.advance(5000);
    throttle.request('b');
    clock.advance(5000);
    expect(runs).toEqual(['a']);
  });
});
