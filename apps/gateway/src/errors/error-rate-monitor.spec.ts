import { ErrorRateMonitor, type ErrorRateEvent } from './error-rate-monitor.js';
import { ErrorRateTracker } from './error-rate-tracker.js';

function monitorAt(start = 5_000_000) {
  const clock = { now: start };
  const events: ErrorRateEvent[] = [];
  const monitor = new ErrorRateMonitor(new ErrorRateTracker(() => clock.now), (e) =>
    events.push(e),
  );
  return { clock, events, monitor };
}

describe('ErrorRateMonitor', () => {
  it('publishes once when the flag turns high, not for every answer', () => {
    const { events, monitor } = monitorAt();
    for (let i = 0; i < 9; i++) monitor.record(500);
    expect(events).toEqual([]);
    monitor.record(500);
    monitor.record(500);
    expect(events).toEqual([{ high: true, rate: 1, window_ms: 60_000 }]);
  });

  it('publishes when the flag turns low again', () => {
    const { events, monitor } = monitorAt();
    for (let i = 0; i < 2; i++) monitor.record(500);
    for (let i = 0; i < 18; i++) monitor.record(200);
    expect(events.map((e) => e.high)).toEqual([true]);
    for (let i = 0; i < 20; i++) monitor.record(200); // 2 of 40 = 5 %, not more
    expect(events.map((e) => e.high)).toEqual([true, false]);
    expect(events[1]).toEqual({ high: false, rate: 0.05, window_ms: 60_000 });
  });

  it('publishes the current state on demand (the 10 s heartbeat), after the window moved on', () => {
    const { clock, events, monitor } = monitorAt();
    for (let i = 0; i < 10; i++) monitor.record(503);
    clock.now += 61_000;
    monitor.publishNow();
    expect(events).toEqual([
      { high: true, rate: 1, window_ms: 60_000 },
      { high: false, rate: 0, window_ms: 60_000 },
    ]);
  });
});
