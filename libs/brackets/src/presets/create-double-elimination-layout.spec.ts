import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { validateBracketLayout } from '../layout/validate-bracket-layout.js';
import { createBracketPreset } from './create-bracket-preset.js';
import { createDoubleEliminationLayout } from './create-double-elimination-layout.js';

describe('createDoubleEliminationLayout', () => {
  it('builds exactly the 8-team preset', () => {
    expect(createDoubleEliminationLayout(8)).toEqual(
      createBracketPreset('double-elimination-8').layout,
    );
  });

  it.each([4, 16, 32, 64])('builds a valid %s-team layout with 2n-2 matches', (teams) => {
    const layout = createDoubleEliminationLayout(teams);
    expect(locateBracketGames(layout).size).toBe(2 * teams - 2);
    expect(validateBracketLayout(layout, 2 * teams - 2)).toEqual([]);
  });

  it('ranks the 16-team layout #1, #2, #3, #4, #5/6, #7/8, #9-12, #13-16', () => {
    const texts = new Set<string>();
    const layout = createDoubleEliminationLayout(16);
    const rows = Object.values(layout.connections)
      .flatMap((c) => [c.winnerRank, c.loserRank])
      .filter((rank) => rank !== undefined && rank !== null)
      .sort((a, b) => a.sort - b.sort);
    for (const rank of rows) texts.add(rank.text);
    expect([...texts]).toEqual(['#1', '#2', '#3', '#4', '#5/6', '#7/8', '#9-12', '#13-16']);
  });

  it.each([2, 6, 2048])('rejects %s teams', (teams) => {
    expect(() => createDoubleEliminationLayout(teams)).toThrow(RangeError);
  });
});
