import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { validateBracketLayout } from '../layout/validate-bracket-layout.js';
import { createBracketPreset } from './create-bracket-preset.js';
import { createSingleEliminationLayout } from './create-single-elimination-layout.js';

describe('createSingleEliminationLayout', () => {
  it('builds exactly the 8-team preset', () => {
    expect(createSingleEliminationLayout(8)).toEqual(
      createBracketPreset('single-elimination-8').layout,
    );
  });

  it('builds the connections and ranks of the 16-team preset', () => {
    expect(createSingleEliminationLayout(16).connections).toEqual(
      createBracketPreset('single-elimination-16').layout.connections,
    );
  });

  it.each([2, 4, 32, 64, 128])('builds a valid %s-team layout with n-1 matches', (teams) => {
    const layout = createSingleEliminationLayout(teams);
    expect(locateBracketGames(layout).size).toBe(teams - 1);
    expect(validateBracketLayout(layout, teams - 1)).toEqual([]);
  });

  it('names rounds before the quarterfinals by their size', () => {
    expect(createSingleEliminationLayout(32).brackets[0]?.columns.map((c) => c.header)).toEqual([
      'Round of 32',
      'Round of 16',
      'Quarterfinals',
      'Semifinals',
      'Finals',
    ]);
  });

  it.each([0, 1, 3, 12, 2048])('rejects %s teams', (teams) => {
    expect(() => createSingleEliminationLayout(teams)).toThrow(RangeError);
  });
});
