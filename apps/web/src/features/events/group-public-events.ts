import { CLIENT_TEXT } from '../../lib/client-text.js';

/** The fields of an event the events page groups by. */
export interface GroupableEvent {
  readonly id: string;
  readonly in_progress?: boolean | null;
  readonly show_in_events?: boolean | null;
}

/** The fields of an event series the events page groups by. */
export interface GroupableSeries {
  readonly id: string;
  readonly name?: string | null;
  readonly order?: number | null;
  readonly events?: readonly string[] | null;
  readonly _original_data_id?: string | null;
}

export interface EventSection<E> {
  readonly key: string;
  readonly title: string;
  readonly events: readonly E[];
}

function compareSeries(a: GroupableSeries, b: GroupableSeries): number {
  const orderA = a.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.order ?? Number.POSITIVE_INFINITY;
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  return (a.name ?? '').localeCompare(b.name ?? '');
}

/**
 * The sections of the events page (public-site §2 "/events"): In progress (events flagged in_progress), then one
 * section per series by its order field (a series' events are its `events` links), then Other events (events in
 * no series), shown only when some series has an original data id. Only show_in_events events are listed; each
 * section keeps the given event order (the derived list is sorted by start date). Empty sections are left out.
 */
export function groupPublicEvents<E extends GroupableEvent>(
  events: readonly E[],
  series: readonly GroupableSeries[],
): EventSection<E>[] {
  const listed = events.filter((event) => event.show_in_events !== false);
  const sections: EventSection<E>[] = [];
  const inProgress = listed.filter((event) => event.in_progress === true);
  if (inProgress.length > 0)
    sections.push({ key: 'in-progress', title: CLIENT_TEXT.eventsInProgress, events: inProgress });

  const inSomeSeries = new Set<string>();
  for (const entry of [...series].sort(compareSeries)) {
    const ids = new Set(entry.events ?? []);
    for (const id of ids) inSomeSeries.add(id);
    const seriesEvents = listed.filter((event) => ids.has(event.id));
    if (seriesEvents.length > 0) {
      sections.push({
        key: `series-${entry.id}`,
        title: entry.name?.trim() || CLIENT_TEXT.eventsOtherEvents,
        events: seriesEvents,
      });
    }
  }

  if (series.some((entry) => Boolean(entry._original_data_id))) {
    const other = listed.filter((event) => !inSomeSeries.has(event.id));
    if (other.length > 0)
      sections.push({ key: 'other', title: CLIENT_TEXT.eventsOtherEvents, events: other });
  }
  return sections;
}
