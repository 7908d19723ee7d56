import { applyScheduleLink } from './schedule-link.consumer.js';

describe('applyScheduleLink (adjust-match-broadcast, the broadcast side)', () => {
  it.each([
    ['adds a match at the end', ['A', 'B'], 'C', true, ['A', 'B', 'C']],
    ['keeps a match already there (a redelivery)', ['A', 'B'], 'A', true, ['A', 'B']],
    ['removes a match', ['A', 'B', 'C'], 'B', false, ['A', 'C']],
    ['removing a match that is not there changes nothing', ['A'], 'B', false, ['A']],
    ['adds to an empty schedule', [], 'A', true, ['A']],
  ])('%s', (_name, schedule, match, scheduled, expected) => {
    const input = Object.freeze([...schedule]);
    expect(applyScheduleLink(input, { match, broadcast: 'X', scheduled })).toEqual(expected);
    expect(input).toEqual(schedule);
  });
});
