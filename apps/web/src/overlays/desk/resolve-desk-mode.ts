/** The middle-area modes of the desk (RULES (g)); the three Notice modes are one mode with a theme. */
export const DESK_MODES = [
  'Match',
  'Scoreboard',
  'Scoreboard Bans',
  'Hero Draft',
  'Predictions',
  'Maps',
  'Drafted Maps',
  'Interview',
  'Notice',
  'Hidden',
  'Casters',
] as const;
export type DeskModeName = (typeof DESK_MODES)[number];

/** Whose theme a Notice is painted on. */
export type NoticeTheme = 'event' | 'team1' | 'team2';

export interface DeskMode {
  readonly mode: DeskModeName;
  /** The theme the parenthesised suffix picks (Notice (Team 1) → team1); 'event' without one. */
  readonly theme: NoticeTheme;
}

const SUFFIX = /^(.*?)\s*\(([^)]*)\)\s*$/;

function themeOf(suffix: string): NoticeTheme {
  const key = suffix.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === 'team 1' || key === 'team1') return 'team1';
  if (key === 'team 2' || key === 'team2') return 'team2';
  return 'event';
}

/** One stored or typed value as a mode: null for blank or unknown values. Case and spacing are forgiven. */
export function readDeskMode(value: string | null | undefined): DeskMode | null {
  const raw = (value ?? '').trim();
  if (raw === '') return null;
  const suffixed = SUFFIX.exec(raw);
  const base = (suffixed ? suffixed[1]! : raw).trim().toLowerCase().replace(/\s+/g, ' ');
  const mode = DESK_MODES.find((name) => name.toLowerCase() === base);
  if (!mode) return null;
  return { mode, theme: suffixed ? themeOf(suffixed[2]!) : 'event' };
}

/**
 * RULES (g) resolution: the overlay's `display` option wins (when it names a mode); otherwise desk_display with its
 * parenthesised suffix removed (the suffix only picks the theme); null, blank or unknown means Match.
 */
export function resolveDeskMode(
  displayOption: string | null | undefined,
  deskDisplay: string | null | undefined,
): DeskMode {
  return (
    readDeskMode(displayOption) ?? readDeskMode(deskDisplay) ?? { mode: 'Match', theme: 'event' }
  );
}
