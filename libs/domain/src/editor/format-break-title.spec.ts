import { formatBreakTitle } from './format-break-title.js';
import type { AutoTitleInput } from './get-auto-break-title.js';

const startingSoon: AutoTitleInput = { liveMatch: null, schedule: [] };
const finished: AutoTitleInput = {
  liveMatch: { id: 'm1', score_1: 2, score_2: 0, first_to: 2 },
  schedule: [],
};

describe('formatBreakTitle', () => {
  it.each<[string | null, AutoTitleInput, string]>([
    ['{auto}', startingSoon, 'Starting Soon'],
    ['{auto}', finished, 'Thanks for Watching'],
    ['Summer Cup\\n{auto}', startingSoon, 'Summer Cup\nStarting Soon'],
    ['{auto} - {auto}', startingSoon, 'Starting Soon - Starting Soon'],
    ['Line 1\\nLine 2\\nLine 3', startingSoon, 'Line 1\nLine 2\nLine 3'],
    ['Plain title', finished, 'Plain title'],
    ['', startingSoon, ''],
    [null, startingSoon, ''],
  ])('%j → %j', (title, input, text) => {
    expect(formatBreakTitle(title, input)).toBe(text);
  });
});
