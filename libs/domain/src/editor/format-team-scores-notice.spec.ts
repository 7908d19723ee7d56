import { formatTeamScoresNotice } from './format-team-scores-notice.js';

describe('formatTeamScoresNotice', () => {
  it.each([
    [{ teams: [{ name: 'Alpha' }, { name: 'Bravo' }], score_1: 2, score_2: 1 }, 'Alpha 2-1 Bravo'],
    [{ teams: [{ name: 'Alpha' }, { name: 'Bravo' }] }, 'Alpha 0-0 Bravo'],
    [{ teams: [{ name: 'Alpha' }], score_1: 1, score_2: 0 }, 'Alpha 1-0 TBD'],
    [{ score_1: 3, score_2: 3 }, 'TBD 3-3 TBD'],
  ])('%j → %s', (match, prefix) => {
    expect(formatTeamScoresNotice(match)).toBe(prefix);
  });
});
