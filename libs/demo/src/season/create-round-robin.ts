/**
 * Pairs `count` teams (by index) into round-robin rounds with the circle method: every pair meets once, each
 * team plays at most once per round. With an odd count one team rests each round.
 */
export function createRoundRobin(count: number): [number, number][][] {
  const slots: (number | null)[] = Array.from({ length: count }, (_, i) => i);
  if (count % 2 === 1) slots.push(null);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < slots.length - 1; round += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < slots.length / 2; i += 1) {
      const home = slots[i];
      const away = slots[slots.length - 1 - i];
      if (home === null || home === undefined || away === null || away === undefined) continue;
      pairs.push(round % 2 === 0 ? [home, away] : [away, home]);
    }
    rounds.push(pairs);
    const last = slots.pop() ?? null;
    slots.splice(1, 0, last);
  }
  return rounds;
}
