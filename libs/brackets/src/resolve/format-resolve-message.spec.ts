import { formatResolveMessage } from './format-resolve-message.js';

describe('formatResolveMessage', () => {
  it.each([
    [0, 0, 0, 0, 0, 'No changes'],
    [3, 2, 1, 0, 2, '3 match(es) updated, 1 slot(s) corrected, 0 conflict(s), 2 team(s) ranked'],
    [0, 0, 0, 1, 0, '0 match(es) updated, 0 slot(s) corrected, 1 conflict(s), 0 team(s) ranked'],
    [0, 0, 0, 0, 1, '0 match(es) updated, 0 slot(s) corrected, 0 conflict(s), 1 team(s) ranked'],
  ])(
    '%s updated, %s filled, %s corrected, %s conflicts, %s ranked → %s',
    (matchesUpdated, slotsFilled, slotsCorrected, conflicts, teamsRanked, expected) => {
      expect(
        formatResolveMessage({
          matchesUpdated,
          slotsFilled,
          slotsCorrected,
          conflicts,
          teamsRanked,
        }),
      ).toBe(expected);
    },
  );
});
