import { useEffect, useState, useSyncExternalStore } from 'react';
import { getServerClock, type ServerClock } from './server-clock.js';

/** Whether the page's server clock has finished its first sync (so slides chosen from it will not jump). */
export function useServerClockSettled(clock: ServerClock = getServerClock()): boolean {
  return useSyncExternalStore(
    (listener) => clock.subscribe(listener),
    () => clock.isSettled(),
  );
}

/**
 * The server-synced time (ms), re-rendering on each tick of `tickMs` of the server clock (aligned to the tick, so
 * every page ticks together) and after every resync.
 */
export function useServerNow(tickMs = 1000, clock: ServerClock = getServerClock()): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const current = clock.now();
      setNow(current);
      timer = setTimeout(tick, tickMs - (current % tickMs) + 5);
    };
    tick();
    const unsubscribe = clock.subscribe(() => setNow(clock.now()));
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  }, [clock, tickMs]);
  return now;
}
