import { compareCriterionValues } from './compare-criterion-values.js';
import { getCriterionValues } from './get-criterion-values.js';
import type { TieBreakerKey } from './tie-breakers.js';
import type {
  CriterionValue,
  OrderedStandings,
  PairDecision,
  StandingsContext,
} from './standings-types.js';

interface Boundary {
  readonly index: number;
  readonly criterion: TieBreakerKey;
  readonly values: ReadonlyMap<string, CriterionValue>;
}

function orderSet(
  tied: readonly string[],
  chain: readonly TieBreakerKey[],
  context: StandingsContext,
): OrderedStandings {
  for (const criterion of chain) {
    const values = getCriterionValues(criterion, tied, context);
    const valueOf = (team: string): CriterionValue => values.get(team) ?? null;
    // Array.prototype.sort is stable: equal teams keep their incoming (seed) order.
    const sorted = [...tied].sort((a, b) =>
      compareCriterionValues(criterion, valueOf(a), valueOf(b)),
    );
    const groups: string[][] = [];
    for (const team of sorted) {
      const current = groups.at(-1);
      const head = current?.[0];
      if (
        current &&
        head !== undefined &&
        compareCriterionValues(criterion, valueOf(head), valueOf(team)) === 0
      ) {
        current.push(team);
      } else {
        groups.push([team]);
      }
    }
    if (groups.length < 2) continue;

    const order: string[] = [];
    const inner: PairDecision[] = [];
    const boundaries: Boundary[] = [];
    for (const group of groups) {
      if (order.length > 0) boundaries.push({ index: order.length, criterion, values });
      // Subgroup rule: a tied group restarts from the first criterion, alone (strictly smaller set).
      const sub =
        group.length === 1 ? { order: group, decisions: [] } : orderSet(group, chain, context);
      order.push(...sub.order);
      inner.push(...sub.decisions);
    }
    const decisions: PairDecision[] = [...inner];
    for (const boundary of boundaries) {
      const upper = order[boundary.index - 1] ?? '';
      const lower = order[boundary.index] ?? '';
      decisions.push({
        upper,
        lower,
        criterion: boundary.criterion,
        upperValue: boundary.values.get(upper) ?? null,
        lowerValue: boundary.values.get(lower) ?? null,
        members: order,
      });
    }
    const position = new Map(order.map((team, index) => [team, index]));
    decisions.sort((a, b) => (position.get(a.upper) ?? 0) - (position.get(b.upper) ?? 0));
    return { order, decisions };
  }
  // Chain exhausted: the remaining teams share a rank.
  const decisions = tied.slice(1).map((lower, index) => ({
    upper: tied[index] ?? '',
    lower,
    criterion: null,
    upperValue: null,
    lowerValue: null,
    members: tied,
  }));
  return { order: [...tied], decisions };
}

/**
 * RULES d.4 ordering: walk the chain; the first criterion that separates the set splits it into groups of
 * equal value, and each group of two or more is ordered again from the first criterion on its own (so
 * head-to-head is recomputed among exactly those teams). Teams left when the chain is exhausted stay tied.
 * Returns the order and, for every adjacent pair, the criterion and values that separated it.
 */
export function orderStandings(
  teams: readonly string[],
  chain: readonly TieBreakerKey[],
  context: StandingsContext,
): OrderedStandings {
  if (teams.length < 2) return { order: [...teams], decisions: [] };
  return orderSet(teams, chain, context);
}
