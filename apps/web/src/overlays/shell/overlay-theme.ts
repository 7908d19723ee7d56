import { SETTING_BUILT_IN_STINGERS, SETTING_NO_ANIMATIONS } from './overlay-constants.js';

/** The broadcast fields the shell reads (broadcast §3). */
export interface ShellBroadcast {
  readonly id?: string;
  readonly key?: string;
  readonly name?: string | null;
  readonly event?: readonly string[] | null;
  readonly theme_override?: readonly string[] | null;
  readonly broadcast_settings?: readonly string[] | null;
  readonly transition_offset?: number | null;
  readonly broadcast_css?: string | null;
  readonly live_match?: readonly string[] | null;
  readonly highlight_team?: readonly string[] | null;
  readonly background?: readonly string[] | null;
  readonly gfx?: readonly string[] | null;
}

/** The event fields the shell reads. */
export interface ShellEvent {
  readonly theme?: readonly string[] | null;
  readonly broadcast_css?: string | null;
}

/**
 * The theme of every overlay of the broadcast (OVERLAYS §2 "Theme override"): theme_override replaces the event
 * theme.
 */
export function pickOverlayThemeId(
  broadcast: ShellBroadcast | null | undefined,
  event: ShellEvent | null | undefined,
): string | null {
  return broadcast?.theme_override?.[0] ?? event?.theme?.[0] ?? null;
}

/**
 * The stinger's theme (OVERLAYS §2 "Stingers"): stingerThemeOverride, else theme_override, else the event theme.
 * On the stinger route a team (team / teamNum / highlight_team, useStingerTeam) puts its theme in place of
 * theme_override and the event theme; stingerThemeOverride still wins.
 */
export function pickStingerThemeId(
  option: string | null,
  broadcast: ShellBroadcast | null | undefined,
  event: ShellEvent | null | undefined,
  teamThemeId: string | null = null,
): string | null {
  return option ?? teamThemeId ?? pickOverlayThemeId(broadcast, event);
}

/**
 * The overlay's CSS, in order (OVERLAYS §2 "Theme override"): the event's broadcast_css, then the broadcast's
 * (later rules win); class / bodyClass are body classes those rules may target.
 */
export function collectOverlayCss(
  broadcast: ShellBroadcast | null | undefined,
  event: ShellEvent | null | undefined,
): string[] {
  return [event?.broadcast_css, broadcast?.broadcast_css].filter(
    (css): css is string => typeof css === 'string' && css.trim() !== '',
  );
}

/** Always active (OVERLAYS §2 "Activation"): the broadcast's 'No animations' or a noAnimate option. */
export function isAlwaysActive(
  broadcast: ShellBroadcast | null | undefined,
  noAnimate: boolean,
): boolean {
  return noAnimate || (broadcast?.broadcast_settings ?? []).includes(SETTING_NO_ANIMATIONS);
}

/**
 * Stingers (OVERLAYS §2 "Stingers"): on with 'Use built-in stingers', off with noStinger. A stinger is an
 * animation, so an always-active overlay ('No animations', noAnimate) plays none either.
 */
export function areStingersOn(
  broadcast: ShellBroadcast | null | undefined,
  options: { readonly noStinger: boolean; readonly noAnimate: boolean },
): boolean {
  if (options.noStinger || isAlwaysActive(broadcast, options.noAnimate)) return false;
  return (broadcast?.broadcast_settings ?? []).includes(SETTING_BUILT_IN_STINGERS);
}

/**
 * What the overlay is about (OVERLAYS §2 "Stingers": "its subject changes (live match, highlighted team)"): the
 * live match and the highlighted team. A new value plays the stinger; the same value after a reconnect does not.
 */
export function getOverlaySubject(broadcast: ShellBroadcast | null | undefined): string {
  return `${broadcast?.live_match?.[0] ?? ''}|${broadcast?.highlight_team?.[0] ?? ''}`;
}

/** The broadcast's transition_offset in ms (0 when unset or not a finite non-negative number). */
export function getTransitionOffset(broadcast: ShellBroadcast | null | undefined): number {
  const offset = broadcast?.transition_offset;
  return typeof offset === 'number' && Number.isFinite(offset) && offset > 0 ? offset : 0;
}
