import type { MapSlot } from '../maps/get-map-slots.js';

/** The hero ids banned by each side on the current map, in display order. */
export type HudBans = readonly [readonly string[], readonly string[]];

const NO_BANS: HudBans = [[], []];

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The hero bans the HUD shows (broadcast setting 'Show banned heroes ingame'): the current map's team_1_bans and
 * team_2_bans (the current map: the first unbanned map without a winner or draw, getMapSlots). The fields follow the
 * stored team order, so with flip_teams the stored team 2's bans go left. None without the setting, without a
 * current map record or without bans.
 */
export function getHudBans(
  slots: readonly MapSlot[],
  showBans: boolean,
  flipped: boolean,
): HudBans {
  if (!showBans) return NO_BANS;
  const current = slots.find((slot) => slot.state === 'current' && slot.map !== null);
  if (!current?.map) return NO_BANS;
  const first = ids(current.map.record['team_1_bans']);
  const second = ids(current.map.record['team_2_bans']);
  if (first.length === 0 && second.length === 0) return NO_BANS;
  return flipped ? [second, first] : [first, second];
}
