import type { BreakFacts } from './break-automation.js';
import { getBreakCandidates } from './get-break-candidates.js';

const ALL_AVAILABLE: BreakFacts = {
  breakGfx: [],
  scheduleMatchCount: 3,
  standingsAvailable: true,
  bracketResolvable: true,
  liveMatchTeamCount: 2,
  showLiveMatch: true,
  imageAvailable: true,
  staffAvailable: true,
  title: 'Starting Soon',
  otherBroadcastCount: 1,
};

const NONE_AVAILABLE: BreakFacts = {
  breakGfx: [],
  scheduleMatchCount: 0,
  standingsAvailable: false,
  bracketResolvable: false,
  liveMatchTeamCount: null,
  showLiveMatch: false,
  imageAvailable: false,
  staffAvailable: false,
  title: '',
  otherBroadcastCount: 0,
};

const slide = (name: string) => ({ type: 'slide', slide: name });
const gfx = (id: string) => ({ type: 'gfx', gfxId: id });

describe('getBreakCandidates', () => {
  it.each<[string, string[], BreakFacts, unknown[]]>([
    [
      'use: options in stored order',
      ['use: Title', 'use: Schedule', 'use: Matchup'],
      ALL_AVAILABLE,
      [slide('Title'), slide('Schedule'), slide('Matchup')],
    ],
    [
      'break_gfx first, minus missing items',
      ['use: Schedule'],
      {
        ...ALL_AVAILABLE,
        breakGfx: [
          { id: 'g1', exists: true },
          { id: 'g2', exists: false },
          { id: 'g3', exists: true },
        ],
      },
      [gfx('g1'), gfx('g3'), slide('Schedule')],
    ],
    [
      'skipped slides and settings are left out',
      [
        'use: Schedule',
        'setting: Always do 30s Schedule',
        'use: Standings',
        'use: Image',
        'use: Other Info',
      ],
      { ...NONE_AVAILABLE, imageAvailable: true },
      [slide('Image')],
    ],
    [
      'unknown and repeated options are ignored',
      ['use: Other Streams', 'use: Staff', 'use: Staff', 'Title'],
      ALL_AVAILABLE,
      [slide('Staff')],
    ],
    ['nothing to show', ['use: Matchup', 'use: Title'], NONE_AVAILABLE, []],
  ])('%s', (_case, options, facts, slides) => {
    expect(getBreakCandidates(options, facts)).toEqual(slides);
  });
});
