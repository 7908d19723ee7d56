import type { EventEntity } from '../events/event.entity.js';

type Linked = { event?: string[]; events?: string[]; match?: string[] };

/**
 * Antileak (RULES (h) Event.antileak): records of an event flagged 'Hide …' are kept out of every read and
 * derived collection. Built from the events involved in a projection.
 */
export class Visibility {
  private readonly hidden = {
    all: new Set<string>(),
    teams: new Set<string>(),
    matches: new Set<string>(),
    brackets: new Set<string>(),
    articles: new Set<string>(),
    staff: new Set<string>(),
  };

  /** Matches of events that hide their matches: their reports are hidden with them (a report has no event). */
  private readonly hiddenMatchIds: ReadonlySet<string>;

  constructor(
    events: readonly Pick<EventEntity, 'id' | 'antileak'>[],
    hiddenMatchIds: Iterable<string> = [],
  ) {
    this.hiddenMatchIds = new Set(hiddenMatchIds);
    for (const e of events) {
      const flags = new Set(e.antileak ?? []);
      const all = flags.has('Hide all');
      if (all) this.hidden.all.add(e.id);
      if (all || flags.has('Hide teams')) this.hidden.teams.add(e.id);
      if (all || flags.has('Hide matches')) this.hidden.matches.add(e.id);
      if (all || flags.has('Hide brackets')) this.hidden.brackets.add(e.id);
      if (all || flags.has('Hide articles')) this.hidden.articles.add(e.id);
      if (all || flags.has('Hide staff')) this.hidden.staff.add(e.id);
    }
  }

  private static eventsOf(entity: Linked): string[] {
    return [...(entity.event ?? []), ...(entity.events ?? [])];
  }

  /** True when a record of this kind must not be published. */
  isHidden(kind: string, entity: Linked & { id: string }): boolean {
    const events = Visibility.eventsOf(entity);
    const any = (set: Set<string>) => events.some((e) => set.has(e));
    switch (kind) {
      case 'event':
        return this.hidden.all.has(entity.id);
      case 'team':
        return any(this.hidden.teams);
      case 'match':
        return any(this.hidden.matches);
      case 'bracket':
        return any(this.hidden.brackets);
      case 'news':
        return any(this.hidden.articles);
      case 'report':
        return (entity.match ?? []).some((id) => this.hiddenMatchIds.has(id));
      default:
        return false;
    }
  }

  /** The events whose matches are hidden ('Hide matches' or 'Hide all'). */
  eventsHidingMatches(): string[] {
    return [...this.hidden.matches];
  }

  /** Whether the event's staff list must be blanked. */
  hidesStaff(eventId: string): boolean {
    return this.hidden.staff.has(eventId);
  }
}
