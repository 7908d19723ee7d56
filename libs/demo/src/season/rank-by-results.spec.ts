import { createBlankRecord } from '@castline/contracts';
import { rankByResults } from './rank-by-results.js';

const team = (id: string) => ({ ...createBlankRecord('team', id) });
const match = (teams: string[], s1: number, s2: number) => ({
  ...createBlankRecord('match', 'recMMMMMMMMMMMMMM'),
  teams,
  score_1: s1,
  score_2: s2,
  first_to: 2,
});

describe('rankByResults', () => {
  it('ranks by wins, then map differential, then input order, and skips unfinished matches', () => {
    const [a, b, c] = [
      team('recAAAAAAAAAAAAAA'),
      team('recBBBBBBBBBBBBBB'),
      team('recCCCCCCCCCCCCCC'),
    ];
    const ranked = rankByResults(
      [a, b, c],
      [match([a.id, b.id], 1, 2), match([c.id, a.id], 0, 2), match([b.id, c.id], 1, 1)],
    );
    expect(ranked.map((t) => t.id)).toEqual([a.id, b.id, c.id]);
  });
});
