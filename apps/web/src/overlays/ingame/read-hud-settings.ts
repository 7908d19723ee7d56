/** The broadcast fields the HUD reads (RULES (h)). */
export interface HudBroadcastInput {
  readonly broadcast_settings?: readonly string[] | null;
  readonly hide_scores?: boolean | null;
  readonly margin?: number | null;
  readonly ingame_team_width?: number | null;
  readonly map_attack?: string | null;
  readonly middle_text_format?: string | null;
  readonly ingame_details_format?: string | null;
  readonly current_stage?: string | null;
}

/** The HUD's broadcast settings, read once. */
export interface HudSettings {
  /** 'Use team codes' (or the `codes` option). */
  readonly useCodes: boolean;
  /** 'Use dots instead of numbers for score'. */
  readonly useDots: boolean;
  /** 'Show banned heroes ingame'. */
  readonly showBans: boolean;
  /** 'Fade ingame sponsors': cross-fade between sponsors; otherwise a cut. */
  readonly fadeSponsors: boolean;
  /** hide_scores. */
  readonly hideScores: boolean;
  /** margin: px from the top edge of the frame. */
  readonly marginPx: number;
  /** ingame_team_width: px per team block. */
  readonly teamWidthPx: number;
}

export const SETTING_USE_CODES = 'Use team codes';
export const SETTING_USE_DOTS = 'Use dots instead of numbers for score';
export const SETTING_SHOW_BANS = 'Show banned heroes ingame';
export const SETTING_FADE_SPONSORS = 'Fade ingame sponsors';

/** Default top margin and team block width (px) when the broadcast sets none. */
export const DEFAULT_MARGIN_PX = 16;
export const DEFAULT_TEAM_WIDTH_PX = 460;
/** The team block's width is kept between these (px), so the bar always fits the 1920 px frame. */
export const MIN_TEAM_WIDTH_PX = 240;
export const MAX_TEAM_WIDTH_PX = 700;
/** The top margin is kept between 0 and this (px). */
export const MAX_MARGIN_PX = 900;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Reads the HUD settings of a broadcast (RULES (h) broadcast_settings, hide_scores, margin, ingame_team_width). */
export function readHudSettings(broadcast: HudBroadcastInput, codesOption: boolean): HudSettings {
  const settings = new Set(broadcast.broadcast_settings ?? []);
  const margin = finite(broadcast.margin);
  const width = finite(broadcast.ingame_team_width);
  return {
    useCodes: codesOption || settings.has(SETTING_USE_CODES),
    useDots: settings.has(SETTING_USE_DOTS),
    showBans: settings.has(SETTING_SHOW_BANS),
    fadeSponsors: settings.has(SETTING_FADE_SPONSORS),
    hideScores: broadcast.hide_scores === true,
    marginPx: margin === null ? DEFAULT_MARGIN_PX : Math.round(clamp(margin, 0, MAX_MARGIN_PX)),
    teamWidthPx:
      width === null || width <= 0
        ? DEFAULT_TEAM_WIDTH_PX
        : Math.round(clamp(width, MIN_TEAM_WIDTH_PX, MAX_TEAM_WIDTH_PX)),
  };
}
