/** Topological order of a layout's matches; `loopsAt` names a match on a cycle when there is one. */
export interface BracketMatchOrder {
  /** Listed match numbers, feeders before targets, ties by ascending number. */
  readonly order: readonly number[];
  /** The smallest match number on a cycle of the links, else null. */
  readonly loopsAt: number | null;
}

/** A link between two matches: the winner or loser of `from` plays in `to`. */
export interface BracketEdge {
  readonly from: number;
  readonly to: number;
}

/**
 * Topological order of match numbers along edges (RULES c.8 step 2, c.4 cycles): feeders before targets,
 * ties by ascending number. Edges touching unlisted numbers, and self-links, are ignored.
 */
export function orderBracketMatches(
  listedNumbers: Iterable<number>,
  edges: Iterable<BracketEdge>,
): BracketMatchOrder {
  const listed = [...listedNumbers].sort((a, b) => a - b);
  const next = new Map<number, number[]>(listed.map((n) => [n, []]));
  const indegree = new Map<number, number>(listed.map((n) => [n, 0]));
  for (const { from, to } of edges) {
    const targets = next.get(from);
    if (!targets || !indegree.has(to) || to === from) continue;
    targets.push(to);
    indegree.set(to, (indegree.get(to) ?? 0) + 1);
  }

  // Kahn's algorithm; `ready` is kept sorted so ties resolve by ascending match number.
  const ready = listed.filter((n) => indegree.get(n) === 0);
  const order: number[] = [];
  while (ready.length > 0) {
    const current = ready.shift() as number;
    order.push(current);
    for (const to of next.get(current) ?? []) {
      const remaining = (indegree.get(to) ?? 0) - 1;
      indegree.set(to, remaining);
      if (remaining === 0) insertSorted(ready, to);
    }
  }
  if (order.length === listed.length) return { order, loopsAt: null };

  // Every stuck match has a stuck feeder, so walking feeders backwards must revisit a match on a cycle.
  const stuck = new Set(listed.filter((n) => (indegree.get(n) ?? 0) > 0));
  const feeders = new Map<number, number[]>();
  for (const [from, targets] of next) {
    if (!stuck.has(from)) continue;
    for (const to of targets) feeders.set(to, [...(feeders.get(to) ?? []), from]);
  }
  const stepBack = (n: number): number => Math.min(...(feeders.get(n) ?? [n]));
  const seen = new Set<number>();
  let current = Math.min(...stuck);
  while (!seen.has(current)) {
    seen.add(current);
    current = stepBack(current);
  }
  // `current` is on a cycle: report the smallest match number of that cycle.
  let smallest = current;
  for (let walker = stepBack(current); walker !== current; walker = stepBack(walker)) {
    smallest = Math.min(smallest, walker);
  }
  return { order, loopsAt: smallest };
}

function insertSorted(list: number[], value: number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, value);
}
