import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, readUserSettings, USER_SETTING_KEYS } from './user-settings.js';
import {
  SettingsStore,
  USER_SETTINGS_STORAGE_KEY,
  type SettingsStorage,
} from './settings-store.js';

function memoryStorage(
  initial: Record<string, string> = {},
): SettingsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      Reflect.deleteProperty(data, key);
    },
  };
}

describe('user settings defaults (public-site §3 table)', () => {
  it.each([
    ['timezone', 'local'],
    ['restrictToMapPool', true],
    ['assumeLoserPicks', true],
    ['gfxButtonCount', 6],
    ['scheduleMatchesSort', 'Default'],
    ['showNonCompetitive', true],
    ['dashboardPickBanVisibility', 'order'],
    ['transmitterUrl', 'ws://localhost:4455'],
    ['useDashboardTransmitter', true],
  ] as const)('%s defaults to %j as the spec states', (key, value) => {
    expect(DEFAULT_USER_SETTINGS[key]).toEqual(value);
  });

  it.each([
    ['use24HourTime', false],
    ['editTimeInSiteTimezone', false],
    ['showHeroPickBans', true],
    ['removeHashInHex', false],
    ['rankTeamsOnEvents', false],
    ['splitSrByRole', false],
    ['showAllSrInputs', false],
    ['transmitterPassword', ''],
    ['denyEditor', false],
    ['draftNotes', {}],
    ['openDashboardModules', {}],
    ['batchSelectedMatches', []],
    ['showBatchCheckboxes', false],
  ] as const)('%s defaults to our documented choice %j', (key, value) => {
    expect(DEFAULT_USER_SETTINGS[key]).toEqual(value);
  });

  it('has every key of the spec table and no other', () => {
    expect([...USER_SETTING_KEYS].sort()).toEqual(
      [
        'timezone',
        'use24HourTime',
        'editTimeInSiteTimezone',
        'restrictToMapPool',
        'showHeroPickBans',
        'assumeLoserPicks',
        'gfxButtonCount',
        'removeHashInHex',
        'rankTeamsOnEvents',
        'scheduleMatchesSort',
        'splitSrByRole',
        'showAllSrInputs',
        'showNonCompetitive',
        'dashboardPickBanVisibility',
        'transmitterUrl',
        'transmitterPassword',
        'useDashboardTransmitter',
        'denyEditor',
        'draftNotes',
        'openDashboardModules',
        'batchSelectedMatches',
        'showBatchCheckboxes',
      ].sort(),
    );
  });
});

describe('readUserSettings', () => {
  it.each([null, '', 'not json', '[1,2]', '42'])('gives the defaults for %j', (stored) => {
    expect(readUserSettings(stored)).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('keeps valid stored values and replaces invalid ones by their default', () => {
    const settings = readUserSettings(
      JSON.stringify({
        timezone: 'Europe/Berlin',
        use24HourTime: true,
        gfxButtonCount: 'lots',
        scheduleMatchesSort: 'Random',
        unknown: 1,
      }),
    );
    expect(settings.timezone).toBe('Europe/Berlin');
    expect(settings.use24HourTime).toBe(true);
    expect(settings.gfxButtonCount).toBe(6);
    expect(settings.scheduleMatchesSort).toBe('Default');
    expect(settings).not.toHaveProperty('unknown');
  });

  it.each([
    [-12, true],
    [12, true],
    [3, true],
    [13, false],
    [2.5, false],
    ['Asia/Tokyo', false],
    ['America/New_York', true],
    ['local', true],
  ])('accepts the timezone %j: %s', (timezone, valid) => {
    expect(readUserSettings(JSON.stringify({ timezone })).timezone).toBe(
      valid ? timezone : 'local',
    );
  });
});

describe('SettingsStore persistence', () => {
  it('starts from storage and writes changes back to localStorage', () => {
    const storage = memoryStorage({
      [USER_SETTINGS_STORAGE_KEY]: JSON.stringify({ use24HourTime: true }),
    });
    const store = new SettingsStore(storage);
    expect(store.getSnapshot().use24HourTime).toBe(true);
    store.set('timezone', -5);
    expect(JSON.parse(storage.data[USER_SETTINGS_STORAGE_KEY] ?? '{}')).toEqual({
      use24HourTime: true,
      timezone: -5,
    });
    expect(new SettingsStore(storage).getSnapshot().timezone).toBe(-5);
  });

  it('stores only values that differ from their default', () => {
    const storage = memoryStorage();
    const store = new SettingsStore(storage);
    store.set('gfxButtonCount', 8);
    store.set('gfxButtonCount', 6);
    expect(storage.data[USER_SETTINGS_STORAGE_KEY]).toBeUndefined();
  });

  it('refuses an invalid value and notifies listeners of valid changes', () => {
    const store = new SettingsStore(memoryStorage());
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    expect(store.set('gfxButtonCount', -1)).toBe(false);
    expect(store.set('showBatchCheckboxes', true)).toBe(true);
    expect(calls).toBe(1);
    store.reset('showBatchCheckboxes');
    expect(store.getSnapshot().showBatchCheckboxes).toBe(false);
  });

  it('works without storage (blocked localStorage)', () => {
    const store = new SettingsStore(null);
    expect(store.set('use24HourTime', true)).toBe(true);
    expect(store.getSnapshot().use24HourTime).toBe(true);
  });
});
