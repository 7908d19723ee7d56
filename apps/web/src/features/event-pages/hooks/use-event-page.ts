import { useOutletContext } from 'react-router';
import type { BracketRecord, EventRecord, SocialRecord, ThemeRecord } from '@castline/contracts';
import type { EventSettings } from '../../events/read-event-settings.js';
import type { ColorPair } from '../../../lib/theme/theme-colors.js';
import type { Loadable, WithLinks } from '../../../lib/things/thing-types.js';

/** The event as the event pages' frame reads it: theme, brackets and socials hydrated. */
export type EventPageRecord = WithLinks<
  EventRecord,
  {
    theme: Loadable<ThemeRecord>[];
    brackets: Loadable<BracketRecord>[];
    socials: Loadable<SocialRecord>[];
  }
>;

/** What the event frame hands every event page (the outlet context). */
export interface EventPageContext {
  readonly event: EventPageRecord & { readonly __id: string };
  readonly theme: ThemeRecord | null;
  /** The theme's main colours (contrast-checked). */
  readonly colors: ColorPair;
  readonly settings: EventSettings;
  /** Named brackets without hide_bracket (public-site §5), in the event's order. */
  readonly visibleBrackets: readonly BracketRecord[];
  /** The signed-in user may edit this event. */
  readonly canEdit: boolean;
  /** The signed-in user reviews the event's reports (the staff queue, issue 18). */
  readonly canReviewReports: boolean;
  /** The path of an event page: /event/{id}/{page}, or /{page} on the event's own mini-site. */
  readonly pathTo: (subPage: string) => string;
}

/** The event page's context (inside the event frame). */
export function useEventPage(): EventPageContext {
  return useOutletContext<EventPageContext>();
}
