import { describe, expect, it } from 'vitest';
import {
  groupPublicEvents,
  type GroupableEvent,
  type GroupableSeries,
} from './group-public-events.js';

const ev = (id: string, extra: Partial<GroupableEvent> = {}): GroupableEvent => ({
  id,
  in_progress: false,
  show_in_events: true,
  ...extra,
});

describe('groupPublicEvents (public-site §2 "/events")', () => {
  const events = [
    ev('a', { in_progress: true }),
    ev('b'),
    ev('c'),
    ev('d'),
    ev('e', { show_in_events: false }),
  ];
  const series: GroupableSeries[] = [
    { id: 's2', name: 'Second series', order: 2, events: ['c'] },
    { id: 's1', name: 'First series', order: 1, events: ['a', 'b', 'e'] },
    { id: 's3', name: 'Empty series', order: 0, events: ['zzz'] },
  ];

  it('orders In progress, then series by order, leaving out empty sections and hidden events', () => {
    const sections = groupPublicEvents(events, series);
    expect(sections.map((s) => [s.title, s.events.map((e) => e.id)])).toEqual([
      ['In progress', ['a']],
      ['First series', ['a', 'b']],
      ['Second series', ['c']],
    ]);
  });

  it('adds Other events (events in no series) only when some series has an original data id', () => {
    const withOriginal = series.map((s) =>
      s.id === 's2' ? { ...s, _original_data_id: 'legacy-1' } : s,
    );
    const sections = groupPublicEvents(events, withOriginal);
    expect(sections.at(-1)).toEqual({ key: 'other', title: 'Other events', events: [ev('d')] });
  });

  it('keeps the given event order inside a section', () => {
    const sections = groupPublicEvents(
      [ev('c'), ev('b'), ev('a')],
      [{ id: 's', name: 'S', order: 1, events: ['a', 'b', 'c'] }],
    );
    expect(sections[0]?.events.map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('puts series without an order last', () => {
    const sections = groupPublicEvents(
      [ev('a'), ev('b')],
      [
        { id: 'x', name: 'No order', order: null, events: ['a'] },
        { id: 'y', name: 'Ordered', order: 9, events: ['b'] },
      ],
    );
    expect(sections.map((s) => s.title)).toEqual(['Ordered', 'No order']);
  });

  it('is empty without events', () => {
    expect(groupPublicEvents([], series)).toEqual([]);
  });
});
