import {
  NAMED_TIMEZONE_CHOICES,
  parseTimezoneOffsetHours,
  type TimezoneSetting,
} from '@castline/domain';

/** Sort orders of the schedule ('Default' is the spec's default). */
export type ScheduleMatchesSort = 'Default' | 'Newest first' | 'Oldest first';
/** How the dashboard shows picks and bans ('order' is the spec's default). */
export type DashboardPickBanVisibility = 'order' | 'all' | 'none';

/**
 * The user settings kept in the browser (public-site §3 table), every key. Defaults the spec states are used
 * as stated; the "not stated" ones are our decisions, noted on each key and in the app README.
 */
export interface UserSettings {
  /** spec: local. */
  readonly timezone: TimezoneSetting;
  /** not stated: false (12-hour clock, the date format's default '7:30pm'). */
  readonly use24HourTime: boolean;
  /** not stated: false (time inputs in editors use the browser's own zone). */
  readonly editTimeInSiteTimezone: boolean;
  /** spec: on. */
  readonly restrictToMapPool: boolean;
  /** not stated: true (match pages show hero picks and bans when the data has them). */
  readonly showHeroPickBans: boolean;
  /** spec: on. */
  readonly assumeLoserPicks: boolean;
  /** spec: 6. */
  readonly gfxButtonCount: number;
  /** not stated: false (hex colours are shown with '#'). */
  readonly removeHashInHex: boolean;
  /** not stated: false (event team lists stay alphabetical). */
  readonly rankTeamsOnEvents: boolean;
  /** spec: 'Default'. */
  readonly scheduleMatchesSort: ScheduleMatchesSort;
  /** not stated: false (one SR input). */
  readonly splitSrByRole: boolean;
  /** not stated: false. */
  readonly showAllSrInputs: boolean;
  /** spec: on. */
  readonly showNonCompetitive: boolean;
  /** spec: 'order'. */
  readonly dashboardPickBanVisibility: DashboardPickBanVisibility;
  /** spec: a local address on port 4455 (OBS websocket v5's default). */
  readonly transmitterUrl: string;
  /** not stated: '' (OBS without a password). */
  readonly transmitterPassword: string;
  /** spec: on. */
  readonly useDashboardTransmitter: boolean;
  /** not stated: false. */
  readonly denyEditor: boolean;
  /** not stated: {} (notes by player id). */
  readonly draftNotes: Readonly<Record<string, string>>;
  /** not stated: {} (open state by dashboard module name; absent means the module's own default). */
  readonly openDashboardModules: Readonly<Record<string, boolean>>;
  /** not stated: [] (match ids). */
  readonly batchSelectedMatches: readonly string[];
  /** not stated: false. */
  readonly showBatchCheckboxes: boolean;
}

export type UserSettingKey = keyof UserSettings;

export const DEFAULT_USER_SETTINGS: UserSettings = Object.freeze({
  timezone: 'local',
  use24HourTime: false,
  editTimeInSiteTimezone: false,
  restrictToMapPool: true,
  showHeroPickBans: true,
  assumeLoserPicks: true,
  gfxButtonCount: 6,
  removeHashInHex: false,
  rankTeamsOnEvents: false,
  scheduleMatchesSort: 'Default',
  splitSrByRole: false,
  showAllSrInputs: false,
  showNonCompetitive: true,
  dashboardPickBanVisibility: 'order',
  transmitterUrl: 'ws://localhost:4455',
  transmitterPassword: '',
  useDashboardTransmitter: true,
  denyEditor: false,
  draftNotes: Object.freeze({}),
  openDashboardModules: Object.freeze({}),
  batchSelectedMatches: Object.freeze([]) as readonly string[],
  showBatchCheckboxes: false,
} satisfies UserSettings);

export const USER_SETTING_KEYS = Object.keys(DEFAULT_USER_SETTINGS) as UserSettingKey[];

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): boolean =>
  isPlainObject(value) && Object.values(value).every(isString);
const isBooleanRecord = (value: unknown): boolean =>
  isPlainObject(value) && Object.values(value).every(isBoolean);
const isTimezone = (value: unknown): boolean =>
  value === 'local' ||
  (typeof value === 'string' && (NAMED_TIMEZONE_CHOICES as readonly string[]).includes(value)) ||
  (typeof value === 'number' && parseTimezoneOffsetHours(value) !== null);

/** Whether a stored value has the right shape for its key (a wrong one falls back to the default). */
const VALIDATORS: { readonly [K in UserSettingKey]: (value: unknown) => boolean } = {
  timezone: isTimezone,
  use24HourTime: isBoolean,
  editTimeInSiteTimezone: isBoolean,
  restrictToMapPool: isBoolean,
  showHeroPickBans: isBoolean,
  assumeLoserPicks: isBoolean,
  gfxButtonCount: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100,
  removeHashInHex: isBoolean,
  rankTeamsOnEvents: isBoolean,
  scheduleMatchesSort: (value) =>
    value === 'Default' || value === 'Newest first' || value === 'Oldest first',
  splitSrByRole: isBoolean,
  showAllSrInputs: isBoolean,
  showNonCompetitive: isBoolean,
  dashboardPickBanVisibility: (value) => value === 'order' || value === 'all' || value === 'none',
  transmitterUrl: isString,
  transmitterPassword: isString,
  useDashboardTransmitter: isBoolean,
  denyEditor: isBoolean,
  draftNotes: isStringRecord,
  openDashboardModules: isBooleanRecord,
  batchSelectedMatches: (value) => Array.isArray(value) && value.every(isString),
  showBatchCheckboxes: isBoolean,
};

/** Whether a value may be stored for a key. */
export function isValidUserSetting<K extends UserSettingKey>(
  key: K,
  value: unknown,
): value is UserSettings[K] {
  return VALIDATORS[key](value);
}

/**
 * Reads the stored settings (public-site §3 "kept locally in the browser"): every key present with a valid
 * value is used, every other key takes its default. Unreadable storage gives the defaults.
 */
export function readUserSettings(stored: string | null | undefined): UserSettings {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const source = isPlainObject(parsed) ? parsed : {};
  const settings: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const key of USER_SETTING_KEYS) {
    if (key in source && isValidUserSetting(key, source[key])) settings[key] = source[key];
  }
  return settings as unknown as UserSettings;
}
