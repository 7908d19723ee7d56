import { getMatchStartCountdownOptions } from './get-match-start-countdown-options.js';

const now = 1_000_000;

describe('getMatchStartCountdownOptions', () => {
  it('offers -5:00, -2:00, Start, +2:00 and +5:00 when the match starts more than 2 minutes ahead', () => {
    const start = now + 600_000;
    expect(getMatchStartCountdownOptions(start, now)).toEqual([
      { label: '-5:00', countdownEnd: start - 300_000 },
      { label: '-2:00', countdownEnd: start - 120_000 },
      { label: 'Start', countdownEnd: start },
      { label: '+2:00', countdownEnd: start + 120_000 },
      { label: '+5:00', countdownEnd: start + 300_000 },
    ]);
  });

  it.each([[now + 120_000], [now], [null], ['garbage']])('offers nothing for start %j', (start) => {
    expect(getMatchStartCountdownOptions(start, now)).toEqual([]);
  });

  it('reads ISO starts', () => {
    const iso = '2025-06-01T18:10:00Z';
    const at = Date.parse('2025-06-01T18:00:00Z');
    expect(getMatchStartCountdownOptions(iso, at)[2]).toEqual({
      label: 'Start',
      countdownEnd: Date.parse(iso),
    });
  });
});
