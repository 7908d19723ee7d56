/** The broadcast_settings the desk reads (RULES (g), (h)). */
export interface DeskSettings {
  /** "Show pronouns on desk". */
  readonly showPronouns: boolean;
  /** "Show desk pronouns on new lines" (only with showPronouns). */
  readonly pronounsOnNewLine: boolean;
}

export const SETTING_SHOW_PRONOUNS = 'Show pronouns on desk';
export const SETTING_PRONOUNS_NEW_LINE = 'Show desk pronouns on new lines';

/** Reads the desk's flags from a broadcast's broadcast_settings (any non-array reads as none set). */
export function readDeskSettings(settings: unknown): DeskSettings {
  const list = Array.isArray(settings) ? settings : [];
  const showPronouns = list.includes(SETTING_SHOW_PRONOUNS);
  return {
    showPronouns,
    pronounsOnNewLine: showPronouns && list.includes(SETTING_PRONOUNS_NEW_LINE),
  };
}
