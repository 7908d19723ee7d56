import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.js';
import type { MatchReportLabelsProps } from './match-report-labels.js';

const Labels = lazy(() =>
  import('./match-report-labels.js').then((module) => ({ default: module.MatchReportLabels })),
);

/**
 * The report labels of a match (public-site §4 "Score report display", "Reschedule request display") on match
 * rows, schedule rows and the match header. Only signed-in viewers can have a side, so the labels' code and reads
 * load for them alone, after the page shows: visitors' pages carry none of it. The element with `id` exists from
 * the first render (a row's aria-describedby points at it).
 */
export function LazyMatchReportLabels(props: MatchReportLabelsProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span id={props.id} />}>
      <Labels {...props} />
    </Suspense>
  );
}
