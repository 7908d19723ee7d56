import { useMemo } from 'react';
import type { BracketLayout } from '@castline/brackets';
import type { BracketRecord, MatchRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import { useDateFormatter } from '../../../lib/settings/settings-context.js';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import { useBracketLayoutParser } from '../../matches/hooks/bracket-layout-parser.js';
import {
  isThingLoading,
  isThingMissing,
  isThingReady,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import {
  buildBracketCards,
  type BracketCardModel,
  type BracketCardTeam,
} from '../build-bracket-cards.js';

type TeamWithTheme = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;
type BracketMatch = WithLinks<MatchRecord, { teams: Loadable<TeamWithTheme>[] }>;
/** A bracket record with its ordered matches, their teams and the teams' themes. */
export type HydratedBracket = WithLinks<
  BracketRecord,
  { ordered_matches: Loadable<BracketMatch>[] }
>;

/** What the bracket view reads (live): every match of ordered_matches with its teams' themes. */
export const BRACKET_VIEW_TREE: HydrationTree = { ordered_matches: { teams: { theme: true } } };

export type BracketViewData =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  /** bracket_layout does not parse (RULES c.4): nothing can be drawn. */
  | { readonly status: 'unreadable'; readonly bracket: HydratedBracket }
  | {
      readonly status: 'ready';
      readonly bracket: HydratedBracket;
      readonly layout: BracketLayout;
      readonly cards: ReadonlyMap<number, BracketCardModel>;
    };

function toCardTeam(team: TeamWithTheme): BracketCardTeam {
  const theme = readyThings(team.theme)[0] ?? null;
  const colors = getLogoColors(theme);
  return {
    id: team.id,
    name: team.name,
    code: team.code,
    logo: { attachmentId: getThemeLogoId(theme, 'small'), ...colors },
  };
}

/**
 * A bracket ready for the bracket view, live from the thing store: the parsed layout and the cards of its
 * matches (times in the user's zone and clock). Loading until the bracket and the layout parser (a lazy chunk,
 * loaded alongside the records) arrive; missing for an unknown id.
 */
export function useBracketViewData(bracketId: string | null | undefined): BracketViewData {
  const bracket = useHydrated<HydratedBracket>(bracketId, BRACKET_VIEW_TREE);
  const { timeZone, use24HourTime } = useDateFormatter();
  const layoutText = isThingReady(bracket) ? bracket.bracket_layout : null;
  const parseBracketLayout = useBracketLayoutParser(Boolean(bracketId));
  const parsed = useMemo(
    () => (parseBracketLayout === null ? null : parseBracketLayout(layoutText)),
    [parseBracketLayout, layoutText],
  );
  const cards = useMemo(() => {
    if (!isThingReady(bracket) || parsed === null || !parsed.ok) return null;
    const entries = bracket.ordered_matches;
    const matches = readyThings(entries);
    const teams = matches.flatMap((match) => readyThings(match.teams));
    return buildBracketCards({
      layout: parsed.layout,
      orderedMatchIds: entries.map((entry) => entry.__id),
      matches: matches.map((match) => ({
        ...match,
        teams: match.teams.map((team) => team.__id),
        maps: null,
      })),
      loadingMatchIds: new Set(entries.filter(isThingLoading).map((entry) => entry.__id)),
      teams: teams.map(toCardTeam),
      now: Date.now(),
      timeZone,
      use24HourTime,
      showTimes: bracket.show_times,
      showBroadcasts: bracket.show_broadcasts,
    });
  }, [bracket, parsed, timeZone, use24HourTime]);
  if (bracket === undefined || isThingMissing(bracket)) {
    return bracket === undefined && bracketId ? { status: 'loading' } : { status: 'missing' };
  }
  if (!isThingReady(bracket) || parsed === null) return { status: 'loading' };
  if (!parsed.ok || cards === null) return { status: 'unreadable', bracket };
  return { status: 'ready', bracket, layout: parsed.layout, cards };
}
