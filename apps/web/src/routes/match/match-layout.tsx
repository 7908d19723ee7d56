import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PAGES_TEXT } from '../../lib/client-text.js';
import { isThingMissing, isThingReady, type Loadable } from '../../lib/things/thing-types.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { RoutePageLoader } from '../../features/entity-pages/components/page-loader.js';
import { isOtherKind } from '../../features/entity-pages/is-other-kind.js';
import {
  MatchFrame,
  useMatchPageContext,
} from '../../features/match-pages/components/match-frame.js';
import type { MatchPageRecord } from '../../features/match-pages/match-page-types.js';
import { useMatchPageRecord } from './use-match-page-record.js';

function ReadyMatch({
  match,
  children,
}: {
  readonly match: MatchPageRecord;
  readonly children?: (context: ReturnType<typeof useMatchPageContext>) => ReactNode;
}) {
  const context = useMatchPageContext(match);
  return (
    <MatchFrame context={context}>
      {children ? children(context) : <Outlet context={context} />}
    </MatchFrame>
  );
}

/** Not Found for an unknown id or another record kind, a spinner while loading, else the match frame. */
export function MatchGate({
  match,
  children,
}: {
  readonly match: Loadable<MatchPageRecord> | undefined;
  readonly children?: (context: ReturnType<typeof useMatchPageContext>) => ReactNode;
}) {
  if (isThingMissing(match) || isOtherKind(match, 'match'))
    return <NotFoundPage text={PAGES_TEXT.notFoundMatch} />;
  if (!isThingReady(match)) return <RoutePageLoader />;
  return <ReadyMatch match={match}>{children}</ReadyMatch>;
}

/** The match pages' frame (public-site §2 "Match pages"): banner, tabs and the sub-page. */
export function MatchLayout() {
  return <MatchGate match={useMatchPageRecord()} />;
}
