import { BREAK_PRESETS, BREAK_QUICK_TITLES } from './break-automation.js';
import { getBreakPreset } from './get-break-preset.js';

describe('getBreakPreset', () => {
  it('lists the quick titles and presets', () => {
    expect(BREAK_QUICK_TITLES).toEqual(['Starting Soon', 'Be Right Back', 'Thanks for Watching']);
    expect(BREAK_PRESETS).toEqual(['Start of stream', 'End of stream']);
  });

  it.each([
    [
      'Start of stream',
      { name: 'Summer Cup', short: 'SC' },
      { title: 'SC', breakDisplay: 'Automated' },
    ],
    [
      'Start of stream',
      { name: 'Summer Cup', short: '' },
      { title: 'Summer Cup', breakDisplay: 'Automated' },
    ],
    ['Start of stream', null, { title: '', breakDisplay: 'Automated' }],
    [
      'End of stream',
      { name: 'Summer Cup', short: 'SC' },
      { title: 'Thanks for watching!', breakDisplay: 'Staff', countdownEnd: null },
    ],
  ] as const)('%s with %j → %j', (preset, event, update) => {
    expect(getBreakPreset(preset, event)).toEqual(update);
  });
});
