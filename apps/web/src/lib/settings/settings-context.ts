import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { formatDate, resolveTimezoneSetting } from '@castline/domain';
import type { SettingsStore } from './settings-store.js';
import type { UserSettingKey, UserSettings } from './user-settings.js';

export const SettingsContext = createContext<SettingsStore | null>(null);

function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useUserSettings needs a SettingsContext provider');
  return store;
}

/** Every user setting (public-site §3). */
export function useUserSettings(): UserSettings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** One setting and its setter. */
export function useUserSetting<K extends UserSettingKey>(
  key: K,
): [UserSettings[K], (value: UserSettings[K]) => void] {
  const store = useSettingsStore();
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const setValue = useCallback(
    (value: UserSettings[K]) => void store.set(key, value),
    [store, key],
  );
  return [settings[key], setValue];
}

/** The browser's own zone ('local' in the timezone setting). */
export function getLocalTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA zone every time on the site is shown in (the timezone setting resolved). */
export function useTimeZone(): string {
  const { timezone } = useUserSettings();
  return useMemo(() => resolveTimezoneSetting(timezone, getLocalTimeZone()), [timezone]);
}

/** Formats instants with the user's zone and 24-hour option (public-site §9 default date format). */
export function useDateFormatter(): {
  timeZone: string;
  use24HourTime: boolean;
  format: (instant: string | number | Date) => string;
} {
  const { use24HourTime } = useUserSettings();
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      timeZone,
      use24HourTime,
      format: (instant) => formatDate(instant, timeZone, use24HourTime),
    }),
    [timeZone, use24HourTime],
  );
}
