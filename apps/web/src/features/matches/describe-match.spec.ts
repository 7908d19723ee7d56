import { describe, expect, it } from 'vitest';
import { describeMatch } from './describe-match.js';

const alpha = { name: 'Alpha', code: 'ALP' };
const bravo = { name: 'Bravo', code: 'BRV' };

describe('describeMatch', () => {
  it('names an ordinary match A vs B and shows vs before it starts', () => {
    const d = describeMatch({ score_1: 0, score_2: 0, first_to: 2 }, [alpha, bravo]);
    expect(d.name).toBe('Alpha vs Bravo');
    expect(d.display.kind).toBe('vs');
    expect(d.scoreText).toBeNull();
    expect(d.isSpecial).toBe(false);
  });

  it('shows the score of a started match and W – FF for a forfeit', () => {
    expect(describeMatch({ score_1: 1, score_2: 0, first_to: 2 }, [alpha, bravo]).scoreText).toBe(
      '1 – 0',
    );
    expect(
      describeMatch({ score_1: 0, score_2: 2, first_to: 2, forfeit: true }, [alpha, bravo])
        .scoreText,
    ).toBe('FF – W');
  });

  it('uses the custom name of a special event, and TBD for a missing team', () => {
    const special = describeMatch({ special_event: true, custom_name: 'All-Star Showmatch' }, [
      alpha,
      bravo,
    ]);
    expect(special.isSpecial).toBe(true);
    expect(special.name).toBe('All-Star Showmatch');
    expect(describeMatch({}, [alpha]).name).toContain('Alpha');
  });
});
