import { resolveTimezoneSetting } from './resolve-timezone-setting.js';
import { TIMEZONE_CHOICES } from './timezone-choices.js';
import { isValidTimeZone } from './is-valid-time-zone.js';

const LOCAL = 'Asia/Tokyo';

describe('resolveTimezoneSetting', () => {
  it.each([
    ['local', LOCAL],
    [undefined, LOCAL],
    [null, LOCAL],
    ['', LOCAL],
    ['America/New_York', 'America/New_York'],
    ['America/Los_Angeles', 'America/Los_Angeles'],
    ['Europe/London', 'Europe/London'],
    ['Europe/Berlin', 'Europe/Berlin'],
    [2, 'Etc/GMT-2'],
    [-5, 'Etc/GMT+5'],
    [0, 'Etc/GMT'],
    [12, 'Etc/GMT-12'],
    [-12, 'Etc/GMT+12'],
    ['+2', 'Etc/GMT-2'],
    ['-5', 'Etc/GMT+5'],
    ['Australia/Sydney', 'Australia/Sydney'],
    [13, LOCAL],
    ['Mars/Olympus_Mons', LOCAL],
    [{ zone: 'x' }, LOCAL],
  ])('%p → %p', (setting, expected) => {
    expect(resolveTimezoneSetting(setting, LOCAL)).toBe(expected);
  });

  it('resolves every modal choice to a zone Intl accepts', () => {
    expect(TIMEZONE_CHOICES).toHaveLength(1 + 4 + 25);
    for (const choice of TIMEZONE_CHOICES) {
      expect(isValidTimeZone(resolveTimezoneSetting(choice, LOCAL))).toBe(true);
    }
  });
});
