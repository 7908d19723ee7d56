import { formatTwitchTitle, type TwitchTitleMatch } from '@castline/domain';

/** Values the HUD adds to the title placeholders of RULES (i) (our addition: the spec is silent). */
export interface HudTextExtras {
  /** {current_stage}: the broadcast's current_stage. */
  readonly currentStage: string | null;
  /** {map_number}: the current map's number in the series. */
  readonly mapNumber: number | null;
  /** {map_name}: the current map's name. */
  readonly mapName: string | null;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * Fills a HUD template (middle_text_format, ingame_details_format) with the placeholders of RULES (i), as the
 * Twitch title formatter fills them (formatTwitchTitle, one placeholder at a time), plus {current_stage},
 * {map_number} and {map_name}. Unlike a title it never fails: an unknown placeholder shows nothing and there is
 * no length limit (the HUD box fits the text). Teams are the ones given, here in display order, so {team_1_name}
 * is the team on the left. Runs of spaces collapse; the result is trimmed; null for an empty result.
 */
export function formatHudText(
  format: string | null | undefined,
  match: TwitchTitleMatch,
  extras: HudTextExtras,
): string | null {
  if (typeof format !== 'string' || format.trim() === '') return null;
  const own: Record<string, string> = {
    current_stage: extras.currentStage ?? '',
    map_number: extras.mapNumber === null ? '' : String(extras.mapNumber),
    map_name: extras.mapName ?? '',
  };
  const filled = format.replace(PLACEHOLDER, (whole, key: string) => {
    if (Object.hasOwn(own, key)) return own[key] ?? '';
    const result = formatTwitchTitle(whole, match);
    return result.ok ? result.title : '';
  });
  const text = filled.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
