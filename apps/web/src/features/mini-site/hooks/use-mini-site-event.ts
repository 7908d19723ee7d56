import type { BracketRecord, EventRecord, SocialRecord, ThemeRecord } from '@castline/contracts';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import type { Loadable, WithLinks } from '../../../lib/things/thing-types.js';

/** The mini-site's event with what its navbar and colours need. */
export type MiniSiteEvent = WithLinks<
  EventRecord,
  {
    theme: Loadable<ThemeRecord>[];
    brackets: Loadable<BracketRecord>[];
    socials: Loadable<SocialRecord>[];
  }
>;

/** Reads the mini-site event with its theme, brackets and socials, live. */
export function useMiniSiteEvent(eventId: string): Loadable<MiniSiteEvent> | undefined {
  return useHydrated<MiniSiteEvent>(eventId, { theme: true, brackets: true, socials: true });
}
