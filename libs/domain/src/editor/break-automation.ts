/** Break display values (spec broadcast §4, RULES.md (f)). */
export const BREAK_DISPLAY_VALUES = [
  'Automated',
  'Schedule',
  'Standings',
  'Image',
  'Bracket',
  'Staff',
  'Matchup',
  'Title',
  'Other Info',
  'Other Streams',
] as const;

/** A break display value. */
export type BreakDisplay = (typeof BREAK_DISPLAY_VALUES)[number];

/** A slide the break can show (every display value except Automated). */
export type BreakSlideName = Exclude<BreakDisplay, 'Automated'>;

/** Slides the rotation can use (spec broadcast §4 "Rotation options"). */
export const BREAK_ROTATION_SLIDES = [
  'Schedule',
  'Standings',
  'Bracket',
  'Matchup',
  'Image',
  'Staff',
  'Title',
  'Other Info',
] as const;

/** A rotation slide. */
export type BreakRotationSlide = (typeof BREAK_ROTATION_SLIDES)[number];

/** The ending option that always shows Matchup in the last 30 s. */
export const ALWAYS_30S_MATCHUP = 'setting: Always do 30s Matchup';

/** The ending option that always shows Schedule in the last 30 s. */
export const ALWAYS_30S_SCHEDULE = 'setting: Always do 30s Schedule';

/** The 10 stored break_automation options (RULES.md (f)). */
export const BREAK_AUTOMATION_OPTIONS = [
  'use: Schedule',
  'use: Standings',
  'use: Bracket',
  'use: Matchup',
  'use: Image',
  'use: Staff',
  'use: Title',
  'use: Other Info',
  ALWAYS_30S_MATCHUP,
  ALWAYS_30S_SCHEDULE,
] as const;

/** A stored break automation option. */
export type BreakAutomationOption = (typeof BREAK_AUTOMATION_OPTIONS)[number];

/** Every rotation slide lasts 20 s (RULES.md (f)). */
export const BREAK_SLIDE_MS = 20_000;

/** The ending rule applies with 30 s or less left on the countdown (RULES.md (f)). */
export const BREAK_ENDING_MS = 30_000;

/** One slide of the break: a GFX item of break_gfx, or a named slide. */
export type BreakSlide =
  | { readonly type: 'gfx'; readonly gfxId: string }
  | { readonly type: 'slide'; readonly slide: BreakSlideName };

/** The facts that decide which slides are skipped (RULES.md (f) candidates table). */
export interface BreakFacts {
  /** The broadcast's break_gfx in stored order; exists is false when the item no longer exists. */
  readonly breakGfx: readonly { readonly id: string; readonly exists: boolean }[];
  /** Schedule matches with show_on_overlays (show_on_secondary_overlays for `secondary`). */
  readonly scheduleMatchCount: number;
  /** A standings entry exists for the current stage. */
  readonly standingsAvailable: boolean;
  /** bracket_key, the live match's bracket or the event's first visible bracket resolves. */
  readonly bracketResolvable: boolean;
  /** The live match's team count, or null without a live match. */
  readonly liveMatchTeamCount: number | null;
  readonly showLiveMatch: boolean;
  /** break_image or the event logo exists. */
  readonly imageAvailable: boolean;
  /** Some considered match has casters or relationships. */
  readonly staffAvailable: boolean;
  /** The title after the {auto} rule. */
  readonly title: string | null;
  readonly otherBroadcastCount: number;
}

/** Quick titles (spec broadcast §9). */
export const BREAK_QUICK_TITLES = [
  'Starting Soon',
  'Be Right Back',
  'Thanks for Watching',
] as const;

/** A quick title, also the value {auto} becomes. */
export type BreakQuickTitle = (typeof BREAK_QUICK_TITLES)[number];

/** Break presets (spec broadcast §9). */
export const BREAK_PRESETS = ['Start of stream', 'End of stream'] as const;

/** A break preset. */
export type BreakPreset = (typeof BREAK_PRESETS)[number];

/** The title set by 'End of stream'. */
export const END_OF_STREAM_TITLE = 'Thanks for watching!';
