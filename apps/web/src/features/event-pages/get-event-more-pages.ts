import { EVENT_TEXT } from '../../lib/client-text.js';

/** What decides which other event pages the overview links to. */
export interface EventMorePagesInput {
  readonly hasTeams: boolean;
  readonly hasMatches: boolean;
  /** Event brand designers, or teams (their logos are the brands). */
  readonly hasBrands: boolean;
  /** Broadcasts of the event (official streams). */
  readonly hasStreams: boolean;
}

/** A link from the overview to another event page. */
export interface EventMorePage {
  readonly key: 'rosters' | 'stats' | 'brands' | 'streams';
  readonly label: string;
  readonly description: string;
  readonly path: string;
}

/**
 * The event pages the spec routes but leaves out of the sub-navigation (public-site §2: rosters, stats, brands,
 * streams): the overview links to each when its data exists, so every page is reachable.
 */
export function getEventMorePages(input: EventMorePagesInput): EventMorePage[] {
  const pages: EventMorePage[] = [];
  const add = (show: boolean, key: EventMorePage['key']): void => {
    if (show) {
      pages.push({
        key,
        label: EVENT_TEXT.morePages[key],
        description: EVENT_TEXT.morePagesText[key],
        path: key,
      });
    }
  };
  add(input.hasTeams, 'rosters');
  add(input.hasMatches, 'stats');
  add(input.hasBrands, 'brands');
  add(input.hasStreams, 'streams');
  return pages;
}
