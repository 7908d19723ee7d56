import type { EventNameInput, TeamNameInput } from '../results/match-name-input.js';

/** A team as Twitch titles and prediction outcomes need it. */
export interface TwitchTeamInput extends TeamNameInput {
  readonly safe_twitch_name?: string | null;
}

/** The live match fields the Twitch title placeholders read (RULES.md (i)). */
export interface TwitchTitleMatch {
  readonly special_event?: boolean | null;
  readonly custom_name?: string | null;
  readonly sub_event?: string | null;
  readonly match_group?: string | null;
  readonly round?: string | number | null;
  readonly match_number?: string | number | null;
  readonly week_text?: string | null;
  readonly week?: string | number | null;
  readonly division?: string | null;
  readonly day?: string | number | null;
  readonly first_to?: number | null;
  /** Teams in stored order (flipping is display-only). */
  readonly teams?: readonly (TwitchTeamInput | null | undefined)[] | null;
  readonly event?: EventNameInput | null;
}

/** Longest Twitch title (RULES.md (i)). */
export const TWITCH_TITLE_MAX_LENGTH = 140;

/** Error when a title is too long (RULES.md (i)). */
export const TWITCH_TITLE_TOO_LONG = 'The title is longer than 140 characters';

/** Refusal while a prediction is active or locked (RULES.md (i)). */
export const PREDICTION_ALREADY_RUNNING = 'A prediction is already running';

/** Title of a match prediction (RULES.md (i)). */
export const MATCH_PREDICTION_TITLE = 'Who will win the match?';

/** The draw outcome of map predictions (RULES.md (i)). */
export const DRAW_OUTCOME = 'Draw';

/** Prediction kinds (spec broadcast §7 predictionType). */
export type PredictionType = 'match' | 'map';
