import type { BracketRecord, MatchRecord, StoredRecord } from '@castline/contracts';

interface LayoutJson {
  readonly brackets?: readonly {
    readonly columns?: readonly { readonly games?: readonly unknown[] }[];
  }[];
  readonly connections?: Readonly<
    Record<string, { readonly win?: unknown; readonly lose?: unknown }>
  >;
}

const SLOT_TARGET = /^(\d+)\.([12])$/;
const SPECIAL_TARGETS = new Set(['champion', 'eliminated', 'advance']);

/** The stored pair [slot 1, slot 2] of a match (RULES c.8 step 4). */
function slotsOf(match: MatchRecord): [string | null, string | null] {
  const [first, second] = match.teams;
  if (match.teams.length >= 2) return [first ?? null, second ?? null];
  if (first === undefined) return [null, null];
  return match.placeholder_right ? [first, null] : [null, first];
}

/** The winner and loser of a complete match (a score equals first_to), else null. */
function resultOf(match: MatchRecord): { win: string; lose: string } | null {
  const [a, b] = slotsOf(match);
  if (a === null || b === null || match.first_to === null) return null;
  if (match.score_1 === match.first_to) return { win: a, lose: b };
  if (match.score_2 === match.first_to) return { win: b, lose: a };
  return null;
}

/**
 * Checks every bracket of a set of records against RULES c.2–c.8: the layout parses, every number in the
 * columns is an index into ordered_matches (1-based) listed once, connection keys and `N.P` targets name listed
 * matches, no slot has two feeders, and the teams of fed slots follow the feeders' results with provenance
 * `fed:{bracket}:{N}.{win|lose}` (empty while the feeder is undecided). Returns readable problems.
 */
export function findBracketProblems(records: readonly StoredRecord[]): string[] {
  const problems: string[] = [];
  const matches = new Map<string, MatchRecord>();
  for (const record of records) if (record.__kind === 'match') matches.set(record.id, record);
  const brackets = records.filter((record): record is BracketRecord => record.__kind === 'bracket');

  for (const bracket of brackets) {
    const name = `bracket ${bracket.id}`;
    let layout: LayoutJson;
    try {
      layout = JSON.parse(bracket.bracket_layout ?? '') as LayoutJson;
    } catch {
      problems.push(`${name}: the layout does not parse`);
      continue;
    }
    const count = bracket.ordered_matches.length;
    const listed = new Set<number>();
    for (const sub of layout.brackets ?? []) {
      for (const column of sub.columns ?? []) {
        for (const game of column.games ?? []) {
          if (game === null) continue;
          if (typeof game !== 'number' || !Number.isInteger(game) || game < 1 || game > count) {
            problems.push(`${name}: ${JSON.stringify(game)} is not an index into ordered_matches`);
          } else if (listed.has(game)) problems.push(`${name}: match ${game} appears twice`);
          else listed.add(game);
        }
      }
    }
    const match = (n: number): MatchRecord | undefined =>
      matches.get(bracket.ordered_matches[n - 1] ?? '');
    const fed = new Map<string, { from: number; kind: 'win' | 'lose' }>();
    for (const [key, connection] of Object.entries(layout.connections ?? {})) {
      const from = Number(key);
      if (!listed.has(from)) problems.push(`${name}: connection ${key} is not a listed match`);
      for (const kind of ['win', 'lose'] as const) {
        const target = connection[kind];
        if (target === undefined || target === null) continue;
        const slot = typeof target === 'string' ? SLOT_TARGET.exec(target) : null;
        if (!slot) {
          if (
            typeof target !== 'string' ||
            (!SPECIAL_TARGETS.has(target) && target.trim() === '')
          ) {
            problems.push(`${name}: ${key}.${kind} has an invalid target`);
          }
          continue;
        }
        const slotKey = `${slot[1]}.${slot[2]}`;
        if (!listed.has(Number(slot[1])) || Number(slot[1]) === from)
          problems.push(`${name}: ${key}.${kind} targets ${slotKey}`);
        if (fed.has(slotKey)) problems.push(`${name}: slot ${slotKey} has two feeders`);
        fed.set(slotKey, { from, kind });
      }
    }
    for (let n = 1; n <= count; n += 1) {
      const current = match(n);
      if (!current) {
        problems.push(`${name}: ordered match ${n} does not exist`);
        continue;
      }
      if (!current.brackets.includes(bracket.id))
        problems.push(`${name}: match ${n} does not link back`);
      const slots = slotsOf(current);
      ([1, 2] as const).forEach((p) => {
        const team = slots[p - 1];
        const source = p === 1 ? current.slot_1_source : current.slot_2_source;
        const feed = fed.get(`${n}.${p}`);
        if (!feed) {
          if (team !== null && source !== 'hand')
            problems.push(`${name}: hand slot ${n}.${p} has source ${String(source)}`);
          return;
        }
        const feeder = match(feed.from);
        const result = feeder ? resultOf(feeder) : null;
        const expected = result ? result[feed.kind] : null;
        if (team !== expected)
          problems.push(
            `${name}: slot ${n}.${p} holds ${String(team)}, expected ${String(expected)}`,
          );
        const expectedSource =
          expected === null ? null : `fed:${bracket.id}:${feed.from}.${feed.kind}`;
        if (source !== expectedSource)
          problems.push(`${name}: slot ${n}.${p} has source ${String(source)}`);
      });
    }
  }
  return problems;
}
