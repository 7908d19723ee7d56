import { DERIVED } from '../../../lib/wire/wire-constants.js';
import { useThing, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingReady, readyThings } from '../../../lib/things/thing-types.js';
import type { DashboardData } from '../hooks/use-dashboard-data.js';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export type CustomisationField = 'team' | 'hero' | 'player' | 'media' | 'mvp';
export const CUSTOMISATION_FIELDS: readonly CustomisationField[] = [
  'team',
  'hero',
  'player',
  'media',
  'mvp',
];

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** A heading the picker groups it under (heroes by role). */
  readonly group?: string;
}

export type CustomisationValues = Readonly<Record<CustomisationField, string | null>>;

interface Named {
  readonly id: string;
  readonly name?: string | null;
}
interface NewsEntry extends Named {
  readonly media?: readonly string[] | null;
  readonly video_url?: string | null;
}
interface HeroEntry extends Named {
  readonly role?: string | null;
  readonly game?: string | null;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);

/** The current highlights of the broadcast and the live match's MVP. */
export function readCustomisation(data: DashboardData): CustomisationValues {
  const first = (value: unknown) => links(value)[0] ?? null;
  const b = data.broadcast;
  return {
    team: first(b?.highlight_team),
    hero: first(b?.highlight_hero),
    player: first(b?.highlight_player),
    media: first(b?.highlight_media),
    mvp: first(data.liveMatch?.mvp),
  };
}

/**
 * What each picker offers (OVERLAYS §4 Customisation): the event's teams; the heroes of the event's game
 * (special:heroes), grouped by role; the players of the live match's teams (highlight player and MVP); the event's
 * news items with media (an attachment or a video link). A current value outside those lists is offered too, so
 * the picker can show it.
 */
export function useCustomisationChoices(
  data: DashboardData,
  current: CustomisationValues,
): Readonly<Record<CustomisationField, readonly Choice[]>> {
  const game = data.event?.game ?? data.liveMatch?.game ?? null;
  const teamIds = [...new Set([...links(data.event?.teams), ...links([current.team])])];
  const teams = readyThings(useThings<Named>(teamIds));
  const heroesRecord = useThing<{ id: string; heroes?: readonly HeroEntry[] }>(DERIVED.heroes);
  const heroes = isThingReady(heroesRecord) ? (heroesRecord.heroes ?? []) : [];
  const rosterIds = data.teams.flatMap((t) => links(t.players));
  const playerIds = [...new Set([...rosterIds, ...links([current.player, current.mvp])])];
  const players = readyThings(useThings<Named>(playerIds));
  const newsIds = [...new Set([...links(data.event?.news_items), ...links([current.media])])];
  const news = readyThings(useThings<NewsEntry>(newsIds));

  const named = (list: readonly Named[]) =>
    list.map((r) => ({ value: r.id, label: r.name || r.id })).sort(byLabel);
  const rosterSet = new Set(rosterIds);
  const playerChoices = named(players.filter((p) => rosterSet.has(p.id)));
  const withCurrent = (list: Choice[], id: string | null, pool: readonly Named[]) =>
    id === null || list.some((c) => c.value === id)
      ? list
      : [{ value: id, label: pool.find((r) => r.id === id)?.name || id }, ...list];
  const heroChoices = heroes
    .filter((h) => !game || h.game === game || h.id === current.hero)
    .map((h) => ({ value: h.id, label: h.name || h.id, group: h.role || undefined }))
    .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || byLabel(a, b));
  return {
    team: named(teams),
    hero: withCurrent(heroChoices, current.hero, heroes),
    player: withCurrent(playerChoices, current.player, players),
    media: withCurrent(
      named(news.filter((n) => links(n.media).length > 0 || !!n.video_url)),
      current.media,
      news,
    ),
    mvp: withCurrent(playerChoices, current.mvp, players),
  };
}
