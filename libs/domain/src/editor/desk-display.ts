/** The 13 desk display buttons, in order (spec broadcast §4, RULES.md (g)). */
export const DESK_DISPLAY_MODES = [
  'Match',
  'Scoreboard',
  'Scoreboard Bans',
  'Hero Draft',
  'Predictions',
  'Maps',
  'Drafted Maps',
  'Interview',
  'Notice (Event)',
  'Notice (Team 1)',
  'Notice (Team 2)',
  'Hidden',
  'Casters',
] as const;

/** A desk display button. */
export type DeskDisplayMode = (typeof DESK_DISPLAY_MODES)[number];

/** The 12 named modes stored in desk_display (Match is stored as null). */
export const STORED_DESK_DISPLAY_VALUES = DESK_DISPLAY_MODES.filter(
  (mode): mode is Exclude<DeskDisplayMode, 'Match'> => mode !== 'Match',
);

/** A value stored in desk_display: one of the 12 named modes, or null for Match. */
export type StoredDeskDisplay = Exclude<DeskDisplayMode, 'Match'> | null;

/** Error shown when 'Show' is pressed with no mode chosen (spec broadcast §5). */
export const DESK_DISPLAY_MODE_REQUIRED = 'You must choose a display mode';

/** Toast after a desk display update (spec broadcast §8). */
export const DESK_DISPLAY_UPDATED = 'Updated desk display';
