import type { PlayerRecord } from '@castline/contracts';
import type { GameName } from '@castline/domain';
import { addPlayer } from './add-player.js';
import type { SeasonContext } from './season-context.js';

/** Profile roles of a team's lineup: 1-2-2 for five players, 2-2-2 for six (Marvel Rivals). */
const LINEUPS: Readonly<Record<number, readonly string[]>> = {
  5: ['Tank', 'DPS', 'DPS', 'Support', 'Support'],
  6: ['Tank', 'Tank', 'DPS', 'DPS', 'Support', 'Support'],
};

/** Creates the players of one team from handles, with a 1-2-2 (or 2-2-2) lineup and now and then a Flex player. */
export function addRoster(
  ctx: SeasonContext,
  handles: readonly string[],
  game: GameName,
): PlayerRecord[] {
  const lineup = LINEUPS[handles.length] ?? [];
  const flex = ctx.random.chance(0.3) ? ctx.random.int(0, handles.length - 1) : -1;
  return handles.map((name, index) =>
    addPlayer(ctx, { name, role: index === flex ? 'Flex' : (lineup[index] ?? 'Flex'), game }),
  );
}
