import {
  DEFAULT_USER_SETTINGS,
  isValidUserSetting,
  readUserSettings,
  type UserSettingKey,
  type UserSettings,
} from './user-settings.js';

/** The localStorage key of the user settings. */
export const USER_SETTINGS_STORAGE_KEY = 'castline:settings';

/** The part of Web Storage the settings need. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is unavailable (private modes, tests). */
export function getBrowserStorage(): SettingsStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * User settings kept in localStorage (public-site §3), as an external store. Only keys that differ from their
 * default are written, so a changed default reaches users who never touched the setting. Changes made in
 * another tab are picked up through the storage event.
 */
export class SettingsStore {
  private settings: UserSettings;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: SettingsStorage | null) {
    this.settings = readUserSettings(this.readRaw());
  }

  readonly getSnapshot = (): UserSettings => this.settings;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes one setting; an invalid value is refused (returns false). */
  set<K extends UserSettingKey>(key: K, value: UserSettings[K]): boolean {
    if (!isValidUserSetting(key, value)) return false;
    this.settings = { ...this.settings, [key]: value };
    this.persist();
    this.emit();
    return true;
  }

  /** Puts one setting back to its default. */
  reset(key: UserSettingKey): void {
    this.settings = { ...this.settings, [key]: DEFAULT_USER_SETTINGS[key] };
    this.persist();
    this.emit();
  }

  /** Re-reads storage (another tab changed it). */
  reload(): void {
    this.settings = readUserSettings(this.readRaw());
    this.emit();
  }

  private readRaw(): string | null {
    try {
      return this.storage?.getItem(USER_SETTINGS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private persist(): void {
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(this.settings)) {
      if (JSON.stringify(value) !== JSON.stringify(DEFAULT_USER_SETTINGS[key as UserSettingKey]))
        changed[key] = value;
    }
    try {
      if (Object.keys(changed).length === 0) this.storage?.removeItem(USER_SETTINGS_STORAGE_KEY);
      else this.storage?.setItem(USER_SETTINGS_STORAGE_KEY, JSON.stringify(changed));
    } catch {
      // Storage full or blocked: the setting still applies for this visit.
    }
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
