import { getMapWinBlock, type MapAttack } from '@castline/domain';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import type { DashboardData } from '../hooks/use-dashboard-data.js';
import type { DashboardTeam } from '../dashboard-records.js';
import { BROADCAST_EDITOR_TEXT as TEXT } from './broadcast-editor-text.js';

/** Press keys of the broadcast editor (one in flight per key; Map Win and flip block each other). */
export const PRESS_KEYS = {
  flip: 'broadcast-flip-teams',
  mapWin: 'broadcast-map-win',
  mapAttack: 'broadcast-map-attack',
  showLiveMatch: 'broadcast-show-live-match',
  advertise: 'broadcast-advertise',
  countdown: 'broadcast-countdown',
  title: 'broadcast-title',
  breakDisplay: 'broadcast-break-display',
  breakAutomation: 'broadcast-break-automation',
  observer: 'broadcast-observer',
} as const;

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One side of the live match as the editor shows it (display order: flipped matches swap sides). */
export interface EditorSide {
  /** 1 or 2: the team's place in stored order (multi-map-win's teamNum). */
  readonly teamNum: 1 | 2;
  readonly label: string;
  readonly score: number;
}

/** The live match's two sides, left then right (swapped when the match is flipped), or [] without two teams. */
export function getEditorSides(data: DashboardData): EditorSide[] {
  const match = data.liveMatch;
  if (!match) return [];
  const ids = links(match.teams);
  if (ids.length < 2) return [];
  const byId = new Map<string, DashboardTeam>(data.teams.map((t) => [t.id, t]));
  const side = (teamNum: 1 | 2): EditorSide => {
    const team = byId.get(ids[teamNum - 1]!);
    const name = team?.name?.trim();
    return {
      teamNum,
      label: team ? name || TEXT.unnamedTeam : TEXT.teamLoading,
      score: (teamNum === 1 ? match.score_1 : match.score_2) ?? 0,
    };
  };
  const stored = [side(1), side(2)];
  return match.flip_teams ? [stored[1]!, stored[0]!] : stored;
}

/** Why the broadcast's own controls (map attack, toggles, break, observer) are disabled: BA only. */
export function getBroadcastReason(data: DashboardData): string | null {
  return data.permissions.broadcastAccess ? null : DASHBOARD_TEXT.reasons.noBroadcastAccess;
}

/** Why flip teams is disabled: BA, a live match, ME (RULES (a)); not while a Map Win is in flight. */
export function getFlipReason(data: DashboardData, pending: ReadonlySet<string>): string | null {
  if (!data.permissions.broadcastAccess) return DASHBOARD_TEXT.reasons.noBroadcastAccess;
  if (!data.liveMatch) return DASHBOARD_TEXT.reasons.noLiveMatch;
  if (!data.permissions.matchEdit) return DASHBOARD_TEXT.reasons.noMatchEdit;
  if (pending.has(PRESS_KEYS.mapWin)) return TEXT.mapWinReasons['request-pending'];
  return null;
}

/**
 * Why the Map Win buttons are disabled: BA, a live match, ME, then broadcast spec §4 (first_to reached, a flip or
 * win in flight, fewer than two teams, a team loading or unnamed; getMapWinBlock).
 */
export function getMapWinReason(data: DashboardData, pending: ReadonlySet<string>): string | null {
  if (!data.permissions.broadcastAccess) return DASHBOARD_TEXT.reasons.noBroadcastAccess;
  const match = data.liveMatch;
  if (!match) return DASHBOARD_TEXT.reasons.noLiveMatch;
  if (!data.permissions.matchEdit) return DASHBOARD_TEXT.reasons.noMatchEdit;
  const byId = new Map<string, DashboardTeam>(data.teams.map((t) => [t.id, t]));
  const block = getMapWinBlock({
    score_1: match.score_1,
    score_2: match.score_2,
    first_to: match.first_to,
    requestPending: pending.has(PRESS_KEYS.flip) || pending.has(PRESS_KEYS.mapWin),
    teams: links(match.teams).map((id) => {
      const team = byId.get(id);
      if (team) return { name: team.name ?? null };
      return data.teamsLoading ? { loading: true } : null;
    }),
  });
  return block ? TEXT.mapWinReasons[block] : null;
}

/** The stored map_attack as a MapAttack (anything else counts as none). */
export function readMapAttack(value: unknown): MapAttack {
  return value === 'Left' || value === 'Right' || value === 'Both' ? value : null;
}

/** countdown_end (ISO text or ms) as ms, or null. */
export function readCountdownEnd(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A wall-clock time with seconds in the broadcast's timezone (default America/New_York), e.g. '7:33:05 PM EST'. */
export function formatEndTime(
  ms: number,
  timeZone: string | null | undefined,
  use24HourTime: boolean,
): string {
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: !use24HourTime,
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', {
      ...options,
      timeZone: timeZone || 'America/New_York',
    }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' }).format(
      ms,
    );
  }
}
