import { hasFlag } from '../shell/read-option.js';
/** The music overlay's own query options (OVERLAYS §1 music). */
export interface MusicOptions {
  /** `group`: a track group by name (any case) or record id; null: by role, else the first group with tracks. */
  readonly group: string | null;
  /** `role`: a track group by its role (any case). */
  readonly role: string | null;
  /** `showTitle` / `text`: show the now-playing title. */
  readonly showTitle: boolean;
  /** `volume` (0–1, default 0.2, broadcast §9). */
  readonly volume: number;
  /** `crossfade` / `fade` (seconds, 0–60, default 10, broadcast §9); 0 cuts. */
  readonly crossfadeS: number;
  /** `loop`: keep choosing tracks for ever; without it each track of the group plays once, then the music stops. */
  readonly loop: boolean;
}

/** broadcast §9: 'Music volume 0.2, crossfade 10 s, history max 5'. */
export const DEFAULT_MUSIC_VOLUME = 0.2;
export const DEFAULT_MUSIC_CROSSFADE_S = 10;
export const MUSIC_HISTORY_MAX = 5;
const MAX_CROSSFADE_S = 60;

const flag = (params: URLSearchParams, names: readonly string[]): boolean =>
  hasFlag(params, ...names);

const text = (params: URLSearchParams, name: string): string | null =>
  params.get(name)?.trim() || null;

function number(
  params: URLSearchParams,
  names: readonly string[],
  min: number,
  max: number,
): number | null {
  for (const name of names) {
    const raw = params.get(name)?.trim() ?? '';
    const value = raw === '' ? NaN : Number(raw);
    if (Number.isFinite(value)) return Math.min(max, Math.max(min, value));
  }
  return null;
}

/**
 * Reads the music options: `group`, `role`, `showTitle` / `text` and `loop` (flags: present and not
 * false/0/no/off), `volume` (clamped to 0–1; a value above 1 is read as a percentage, e.g. 35 → 0.35) and
 * `crossfade` / `fade` (seconds, clamped to 0–60). Missing or unreadable values take the defaults.
 */
export function parseMusicOptions(params: URLSearchParams): MusicOptions {
  const rawVolume = number(params, ['volume'], 0, 100);
  return {
    group: text(params, 'group'),
    role: text(params, 'role'),
    showTitle: flag(params, ['showTitle', 'text']),
    volume: rawVolume === null ? DEFAULT_MUSIC_VOLUME : rawVolume > 1 ? rawVolume / 100 : rawVolume,
    crossfadeS:
      number(params, ['crossfade', 'fade'], 0, MAX_CROSSFADE_S) ?? DEFAULT_MUSIC_CROSSFADE_S,
    loop: flag(params, ['loop']),
  };
}
