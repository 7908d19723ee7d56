/** The named zones offered by the timezone modal (public-site §3 user settings). */
export const NAMED_TIMEZONE_CHOICES = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
] as const;
export type NamedTimezoneChoice = (typeof NAMED_TIMEZONE_CHOICES)[number];

/** Whole-hour fixed offsets offered by the timezone modal: -12 to +12 (public-site §3). */
export const TIMEZONE_OFFSET_HOURS: readonly number[] = Array.from(
  { length: 25 },
  (_, i) => i - 12,
);

/** A stored timezone setting: 'local', a named zone, or a whole-hour offset from -12 to +12. */
export type TimezoneSetting = 'local' | NamedTimezoneChoice | number;

/** The user setting default (public-site §3: timezone defaults to local). */
export const DEFAULT_TIMEZONE_SETTING: TimezoneSetting = 'local';

/** Every choice of the timezone modal, in display order: local, the named zones, then -12 … +12. */
export const TIMEZONE_CHOICES: readonly TimezoneSetting[] = [
  'local',
  ...NAMED_TIMEZONE_CHOICES,
  ...TIMEZONE_OFFSET_HOURS,
];

/** Default broadcast timezone (broadcast spec §9). */
export const DEFAULT_BROADCAST_TIMEZONE = 'America/New_York';
