import type { EventRecord, EventSeriesRecord, MapDataRecord } from '@castline/contracts';
import type { GameName } from '@castline/domain';
import { addTheme } from './add-theme.js';
import type { SeasonContext } from './season-context.js';

/** The text and settings of an event to create (public-site §3 Event). */
export interface EventInput {
  readonly name: string;
  readonly short: string;
  readonly navbarName: string;
  readonly seriesName: string | null;
  readonly seriesSubtitle: string | null;
  readonly game: GameName;
  readonly timezone: string;
  readonly subdomain: string | null;
  readonly showInEvents: boolean;
  readonly inProgress: boolean;
  readonly hue: number;
  readonly saturation: number;
  readonly logoText: string;
  readonly about: string;
  readonly typeDescription: string | null;
  readonly series: EventSeriesRecord | null;
  /** How many maps of each type go into the event's map pool. */
  readonly mapPool: Readonly<Record<string, number>>;
}

/**
 * Creates an Event with its theme and logos, its series link (both sides) and a map pool of the event's game
 * (map_pool links Map data, RULES (h)).
 */
export function addEvent(ctx: SeasonContext, input: EventInput): EventRecord {
  const { random, store } = ctx;
  const theme = addTheme(ctx, {
    name: input.name,
    logoText: input.logoText,
    hue: input.hue,
    saturation: input.saturation,
    shape: random.pick(['hexagon', 'circle', 'shield'] as const),
  });
  const event = store.create('event', {
    name: input.name,
    short: input.short,
    navbar_name: input.navbarName,
    series_name: input.seriesName,
    series_subtitle: input.seriesSubtitle,
    game: input.game,
    timezone: input.timezone,
    subdomain: input.subdomain,
    show_in_events: input.showInEvents,
    in_progress: input.inProgress,
    about: input.about,
    type_description: input.typeDescription,
  });
  store.link(event, 'theme', theme, 'events');
  if (input.series) store.link(event, 'series', input.series, 'events');
  const pool: MapDataRecord[] = [];
  for (const [type, count] of Object.entries(input.mapPool)) {
    pool.push(
      ...random.sample(
        ctx.games.maps[input.game].filter((map) => map.type === type),
        count,
      ),
    );
  }
  const order = ctx.games.maps[input.game];
  pool.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const map of pool) store.refer(event, 'map_pool', map);
  return event;
}
