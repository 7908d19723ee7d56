import { describe, expect, it } from 'vitest';
import { pickClockOffset, ServerClock, type ClockSample } from './server-clock.js';

describe('pickClockOffset', () => {
  const cases: readonly [string, readonly ClockSample[], number | null][] = [
    ['no samples', [], null],
    [
      'one sample: server time at the midpoint',
      [{ sentAt: 1000, receivedAt: 1100, serverNow: 5050 }],
      4000,
    ],
    [
      'the shortest round trip wins',
      [
        { sentAt: 1000, receivedAt: 1400, serverNow: 9000 },
        { sentAt: 2000, receivedAt: 2020, serverNow: 6010 },
        { sentAt: 3000, receivedAt: 3100, serverNow: 1 },
      ],
      4000,
    ],
    [
      'a negative round trip (the local clock jumped) is skipped',
      [
        { sentAt: 1000, receivedAt: 900, serverNow: 1 },
        { sentAt: 2000, receivedAt: 2010, serverNow: 2005 },
      ],
      0,
    ],
    ['a server ahead of local', [{ sentAt: 0, receivedAt: 0, serverNow: 30_000 }], 30_000],
    ['a server behind local', [{ sentAt: 50_000, receivedAt: 50_002, serverNow: 20_001 }], -30_000],
  ];
  it.each(cases)('%s', (_name, samples, expected) => {
    expect(pickClockOffset(samples)).toBe(expected);
  });
});

describe('ServerClock', () => {
  it('answers the local clock until synced, then local + offset from the best of 5 samples', async () => {
    let local = 10_000;
    const trips = [300, 40, 200, 20, 100];
    let calls = 0;
    const clock = new ServerClock({
      localNow: () => local,
      fetchServerNow: () => {
        const trip = trips[calls] ?? 0;
        calls += 1;
        // The server is 5 s ahead; the answer is read half-way through the trip.
        const answer = local + trip / 2 + 5000;
        local += trip;
        return Promise.resolve(answer);
      },
    });
    expect(clock.now()).toBe(10_000);
    expect(clock.isSettled()).toBe(false);
    let notified = 0;
    clock.subscribe(() => (notified += 1));
    await clock.sync();
    expect(calls).toBe(5);
    expect(clock.getOffset()).toBe(5000);
    expect(clock.now()).toBe(local + 5000);
    expect(clock.isSettled()).toBe(true);
    // Settled after the first sample, refined after the last.
    expect(notified).toBe(2);
  });

  it('skips failed samples and keeps the last offset when all fail', async () => {
    let fail = false;
    let n = 0;
    const clock = new ServerClock({
      localNow: () => 1000,
      fetchServerNow: () => {
        n += 1;
        return fail || n % 2 === 0 ? Promise.reject(new Error('timeout')) : Promise.resolve(3000);
      },
    });
    await clock.sync();
    expect(clock.getOffset()).toBe(2000);
    fail = true;
    await clock.sync();
    expect(clock.getOffset()).toBe(2000);
  });

  it('syncs at start and again every resync interval, until stopped', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    let syncs = 0;
    const clock = new ServerClock({
      samples: 1,
      resyncMs: 3_600_000,
      localNow: () => 0,
      fetchServerNow: () => {
        syncs += 1;
        return Promise.resolve(0);
      },
      setTimer: (run, ms) => {
        timers.push({ run, ms });
        return timers.length;
      },
      clearTimer: () => undefined,
    });
    clock.start();
    expect(timers.map((t) => t.ms)).toEqual([0]);
    timers[0]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(syncs).toBe(1);
    expect(timers.map((t) => t.ms)).toEqual([0, 3_600_000]);
    clock.stop();
    timers[1]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timers).toHaveLength(2);
  });

  it('settles after the first sample, before the others answer', async () => {
    let local = 0;
    const answers: ((value: number) => void)[] = [];
    const clock = new ServerClock({
      samples: 2,
      localNow: () => local,
      fetchServerNow: () => new Promise<number>((resolve) => answers.push(resolve)),
    });
    const done = clock.sync();
    expect(clock.isSettled()).toBe(false);
    local = 100; // a 100 ms trip, answered at its midpoint
    answers[0]?.(750);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clock.isSettled()).toBe(true);
    expect(clock.getOffset()).toBe(700);
    local = 110; // a 10 ms trip: the better sample
    answers[1]?.(800);
    await done;
    expect(clock.getOffset()).toBe(695);
    expect(clock.now()).toBe(805);
  });

  it('settles on a failed first sample with the local clock', async () => {
    let n = 0;
    const clock = new ServerClock({
      samples: 2,
      localNow: () => 0,
      fetchServerNow: () => {
        n += 1;
        return n === 1 ? Promise.reject(new Error('down')) : new Promise<number>(() => undefined);
      },
    });
    void clock.sync();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clock.isSettled()).toBe(true);
    expect(clock.now()).toBe(0);
  });

  it('shares one running sync between callers', async () => {
    let calls = 0;
    const clock = new ServerClock({
      samples: 2,
      fetchServerNow: () => {
        calls += 1;
        return Promise.resolve(Date.now());
      },
    });
    await Promise.all([clock.sync(), clock.sync()]);
    expect(calls).toBe(2);
  });
});
