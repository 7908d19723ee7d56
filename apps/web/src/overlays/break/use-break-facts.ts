import { useThing, useThings } from '../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  type Loadable,
  type ThingRecord,
} from '../../lib/things/thing-types.js';
import { hasScheduleContent } from '../schedule/schedule-panel.js';
import { useStandingsEntry } from '../standings/standings-panel.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useBreakBracket } from './use-break-bracket.js';
import { ids } from './link-ids.js';
import { getBreakStaff, type StaffMatch } from './get-break-staff.js';
import { getBreakTitle, type BreakTitleMatch } from './get-break-title.js';
import type { BreakFacts } from './select-break-slide.js';

/** A schedule match as the break reads it (flags, scores, crew). */
export type BreakMatch = ThingRecord &
  StaffMatch &
  BreakTitleMatch & {
    readonly show_on_secondary_overlays?: boolean | null;
    readonly match_group?: string | null;
    readonly brackets?: readonly string[] | null;
  };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export interface BreakData {
  /** Everything the slide choice needs has arrived (no slide flashes in and out at first paint). */
  readonly ready: boolean;
  readonly facts: BreakFacts;
  /** The title after the {auto} rule ("\n" → line break). */
  readonly title: string;
}

/**
 * The facts of RULES (f) for this broadcast, live: which slides have content (the candidates table), the title
 * after {auto}, and whether they have all arrived.
 */
export function useBreakFacts(secondary: boolean): BreakData {
  const { broadcast, colors } = useOverlay();
  const live = useLiveMatch();
  const schedule = useThings<BreakMatch>(ids(broadcast.schedule));
  const breakGfx = useThings(ids(broadcast['break_gfx']));
  const others = useThings(ids(broadcast['other_broadcasts']));
  const breakImage = useThing(ids(broadcast['break_image'])[0] ?? null);
  const standings = useStandingsEntry();
  const bracket = useBreakBracket();
  const pending = (list: readonly Loadable<unknown>[]) => list.some((t) => isThingLoading(t));
  const ready =
    !live.loading &&
    !pending(schedule) &&
    !pending(breakGfx) &&
    !pending(others) &&
    !isThingLoading(breakImage) &&
    standings !== undefined &&
    bracket !== undefined &&
    colors.ready;

  const scheduleMatches = schedule.filter((m) => isThingReady(m)) as BreakMatch[];
  const liveRecord = live.match?.record ?? null;
  const settings = ids(broadcast['broadcast_settings']);
  const staff = getBreakStaff(scheduleMatches, liveRecord, settings);
  const title = getBreakTitle(text(broadcast['title']), liveRecord, scheduleMatches);
  const facts: BreakFacts = {
    breakGfx: ids(broadcast['break_gfx']).map((id, i) => ({
      id,
      exists: isThingReady(breakGfx[i]),
    })),
    scheduleMatchCount: hasScheduleContent(scheduleMatches, secondary) ? 1 : 0,
    standingsAvailable: standings !== null && standings !== undefined,
    bracketResolvable: bracket === true,
    liveMatchTeamCount: live.match ? live.match.teams.filter((t) => t !== null).length : null,
    showLiveMatch: broadcast['show_live_match'] === true,
    imageAvailable: isThingReady(breakImage) || colors.logoUrl !== null,
    staffAvailable: staff.casterIds.length + staff.relationshipIds.length > 0,
    title,
    otherBroadcastCount: others.filter((b) => isThingReady(b)).length,
  };
  return { ready, facts, title };
}
