import { describe, expect, it } from 'vitest';
import { canReviewEventReports, hasReporting } from './can-review-event-reports.js';

const event = { id: 'recEVENTAAAAAAAAA', staff: ['recSTAFFAAAAAAAAA'] };
const user = (airtableID: string, website_settings: string[] = []) => ({
  airtableID,
  website_settings,
});

describe('who sees the staff queue of an event (issue 18 item 4, RULES (0))', () => {
  it.each([
    ['signed out', null, false],
    ['event staff', user('recSTAFFAAAAAAAAA'), true],
    ["'Can edit any event'", user('recOTHERAAAAAAAAA', ['Can edit any event']), true],
    ["'Can edit any match'", user('recOTHERAAAAAAAAA', ['Can edit any match']), true],
    ['anyone else', user('recOTHERAAAAAAAAA', ['Full broadcast permissions']), false],
  ])('%s → %s', (_, who, expected) => {
    expect(canReviewEventReports(who, event)).toBe(expected);
  });

  it('needs score reporting or rescheduling on', () => {
    expect(hasReporting('{"reporting":{"score":{"use":true}}}')).toBe(true);
    expect(hasReporting('{"reporting":{"rescheduling":{"use":true}}}')).toBe(true);
    expect(hasReporting('{"reporting":{"score":{"use":false}}}')).toBe(false);
    expect(hasReporting('not json')).toBe(false);
  });
});
