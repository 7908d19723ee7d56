import { describe, expect, it } from 'vitest';
import { canEditEvent } from './can-edit-event.js';

const EVENT = { id: 'recEVENTAAAAAAAAA', staff: ['recSTAFFAAAAAAAAA'] };

describe("canEditEvent (public-site §2 'Settings, only for users allowed to edit events')", () => {
  it.each([
    ['signed out', null, false],
    ['a visitor without rights', { airtableID: 'recPLAYERAAAAAAAA', website_settings: [] }, false],
    [
      "'Can edit any match' alone",
      { airtableID: 'recPLAYERAAAAAAAA', website_settings: ['Can edit any match'] },
      false,
    ],
    [
      "'Can edit any event'",
      { airtableID: 'recPLAYERAAAAAAAA', website_settings: ['Can edit any event'] },
      true,
    ],
    ['in the event staff', { airtableID: 'recSTAFFAAAAAAAAA', website_settings: [] }, true],
  ])('%s → %s', (_name, user, expected) => {
    expect(canEditEvent(user, EVENT)).toBe(expected);
  });
});
