import { getRescheduleHeading } from './get-reschedule-heading.js';

describe('getRescheduleHeading (RULES b.8)', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-11-26T18:00:00.000Z', 'Reschedule'],
    [null, 'Schedule'],
    [undefined, 'Schedule'],
    ['', 'Schedule'],
  ])('start %j → %s', (start, expected) => {
    expect(getRescheduleHeading(start)).toBe(expected);
  });
});
