import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveStatus, LiveStatusSnapshot } from './live-status.js';
import {
  DISCONNECTED_BANNER_DELAY_MS,
  getNavbarBanner,
  type NavbarBanner,
} from './get-navbar-banner.js';

export const LiveStatusContext = createContext<LiveStatus | null>(null);

/** The live socket status (connected, website flags). */
export function useLiveStatus(): LiveStatusSnapshot {
  const status = useContext(LiveStatusContext);
  if (!status) throw new Error('useLiveStatus needs a LiveStatusContext provider');
  return useSyncExternalStore(status.subscribe, status.getSnapshot);
}

/** The navbar banner to show now; re-renders when the 3 s disconnected delay runs out. */
export function useNavbarBanner(now: () => number = Date.now): NavbarBanner | null {
  const live = useLiveStatus();
  const [delayPassed, setDelayPassed] = useState(
    () => now() - live.startedAt >= DISCONNECTED_BANNER_DELAY_MS,
  );
  useEffect(() => {
    if (delayPassed) return undefined;
    const timer = setTimeout(
      () => setDelayPassed(true),
      Math.max(0, DISCONNECTED_BANNER_DELAY_MS - (now() - live.startedAt)),
    );
    return () => clearTimeout(timer);
  }, [delayPassed, live.startedAt, now]);
  return getNavbarBanner({
    connected: live.connected,
    flags: live.flags,
    // Only the threshold matters: before the timer fires the page is younger than the delay.
    sinceLoadMs: delayPassed ? DISCONNECTED_BANNER_DELAY_MS : 0,
  });
}
