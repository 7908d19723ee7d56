import type { SettingsStorage } from '../settings/settings-store.js';

/** The browser's sessionStorage, or null where there is none or it is blocked. */
export function getBrowserSessionStorage(): SettingsStorage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
