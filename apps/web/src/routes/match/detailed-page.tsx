import { DetailedMaps } from '../../features/match-pages/components/detailed-maps.js';
import { MatchGate } from './match-layout.js';
import { useMatchPageRecord } from './use-match-page-record.js';

/** /detailed/:id (public-site §2): the match banner and tabs, and its maps in detail. */
export function DetailedPage() {
  return (
    <MatchGate match={useMatchPageRecord()}>
      {(context) => <DetailedMaps context={context} />}
    </MatchGate>
  );
}
