import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../../features/entity-pages/components/page-loader.js';
import { MatchGate } from './match-layout.js';
import { useMatchPageRecord } from './use-match-page-record.js';

// The maps in detail (with their hero toggle, a Mantine Switch) are a chunk of their own, fetched while the page
// reads the match: not part of the page's initial JavaScript (issue 11 item 3).
const loadDetailedMaps = () => import('../../features/match-pages/components/detailed-maps.js');
const DetailedMaps = lazy(async () => ({ default: (await loadDetailedMaps()).DetailedMaps }));

/** /detailed/:id (public-site §2): the match banner and tabs, and its maps in detail. */
export function DetailedPage() {
  useEffect(() => {
    void loadDetailedMaps().catch(() => undefined);
  }, []);
  return (
    <MatchGate match={useMatchPageRecord()}>
      {(context) => (
        <Suspense fallback={<PageLoader />}>
          <DetailedMaps context={context} />
        </Suspense>
      )}
    </MatchGate>
  );
}
