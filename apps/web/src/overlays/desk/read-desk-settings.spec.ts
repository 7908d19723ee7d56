import { describe, expect, it } from 'vitest';
import { readDeskSettings } from './read-desk-settings.js';

describe('readDeskSettings', () => {
  it.each<[unknown, { showPronouns: boolean; pronounsOnNewLine: boolean }]>([
    [null, { showPronouns: false, pronounsOnNewLine: false }],
    [[], { showPronouns: false, pronounsOnNewLine: false }],
    [['Show pronouns on desk'], { showPronouns: true, pronounsOnNewLine: false }],
    [
      ['Show pronouns on desk', 'Show desk pronouns on new lines'],
      { showPronouns: true, pronounsOnNewLine: true },
    ],
    [['Show desk pronouns on new lines'], { showPronouns: false, pronounsOnNewLine: false }],
    [['No animations', 'Use team codes'], { showPronouns: false, pronounsOnNewLine: false }],
  ])('%j', (settings, expected) => {
    expect(readDeskSettings(settings)).toEqual(expected);
  });
});
