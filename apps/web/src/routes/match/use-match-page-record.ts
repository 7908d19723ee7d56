import { useParams } from 'react-router';
import { fromUrlId } from '../../lib/links/url-id.js';
import { useHydrated } from '../../lib/things/thing-hooks.js';
import type { Loadable } from '../../lib/things/thing-types.js';
import {
  MATCH_PAGE_TREE,
  type MatchPageRecord,
} from '../../features/match-pages/match-page-types.js';

/** The match of /match/:id or /detailed/:id (a 14-character URL id gets its 'rec' prefix back), live. */
export function useMatchPageRecord(): Loadable<MatchPageRecord> | undefined {
  const { id } = useParams();
  return useHydrated<MatchPageRecord>(id ? fromUrlId(id) : null, MATCH_PAGE_TREE);
}
