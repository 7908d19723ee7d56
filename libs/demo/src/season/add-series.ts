import type { EventSeriesRecord } from '@castline/contracts';
import { addTheme } from './add-theme.js';
import type { SeasonContext } from './season-context.js';

/** A series to create: name, order on /events, logo text and colour, and whether it carries an original data id. */
export interface SeriesInput {
  readonly name: string;
  readonly order: number;
  readonly logoText: string;
  readonly hue: number;
  readonly saturation: number;
  readonly withOriginalDataId: boolean;
}

/**
 * Creates an Event Series (public-site §3) with its own theme. A series with an original data id makes /events
 * show the 'Other events' section (public-site §2); the demo uses the series' own id as that value.
 */
export function addSeries(ctx: SeasonContext, input: SeriesInput): EventSeriesRecord {
  const theme = addTheme(ctx, {
    name: input.name,
    logoText: input.logoText,
    hue: input.hue,
    saturation: input.saturation,
    shape: 'shield',
  });
  const series = ctx.store.create('event_series', { name: input.name, order: input.order });
  if (input.withOriginalDataId) series._original_data_id = series.id;
  ctx.store.refer(series, 'theme', theme);
  return series;
}
