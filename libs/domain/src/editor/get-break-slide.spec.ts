import { getBreakSlide } from './get-break-slide.js';
import type { BreakSlideInput } from './get-break-slide.js';
import type { BreakFacts } from './break-automation.js';

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
const base: BreakSlideInput = {
  breakDisplay: 'Automated',
  breakAutomation: ['use: Title', 'use: Standings', 'use: Bracket'],
  facts: ALL_AVAILABLE,
  now: 100_000,
  rotationEpoch: 60_000,
  countdownEnd: null,
};

describe('getBreakSlide', () => {
  it.each<[string, Partial<BreakSlideInput>, unknown]>([
    ['rotation: third 20 s step → Bracket', {}, slide('Bracket')],
    ['rotation wraps around', { now: 120_000 }, slide('Title')],
    ['empty display also automates', { breakDisplay: null, now: 60_000 }, slide('Title')],
    ['a fixed display shows only that slide', { breakDisplay: 'Staff' }, slide('Staff')],
    [
      'a fixed display shows even when skipped',
      { breakDisplay: 'Other Streams', facts: NONE_AVAILABLE },
      slide('Other Streams'),
    ],
    ['an unknown display shows nothing', { breakDisplay: 'Nonsense' }, null],
    [
      '30 s ending with Always do 30s Schedule',
      { countdownEnd: 130_000, breakAutomation: ['use: Title', 'setting: Always do 30s Schedule'] },
      slide('Schedule'),
    ],
    [
      '30 s ending with Always do 30s Matchup',
      { countdownEnd: 130_000, breakAutomation: ['setting: Always do 30s Matchup', 'use: Title'] },
      slide('Matchup'),
    ],
    [
      'the ending holds after zero',
      { countdownEnd: 10_000, breakAutomation: ['setting: Always do 30s Matchup', 'use: Title'] },
      slide('Matchup'),
    ],
    [
      'more than 30 s left: rotation',
      { countdownEnd: 130_001, breakAutomation: ['use: Title', 'setting: Always do 30s Schedule'] },
      slide('Title'),
    ],
    [
      'ending slide skipped: rotation continues',
      {
        countdownEnd: 100_000,
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        facts: { ...ALL_AVAILABLE, showLiveMatch: false },
      },
      slide('Title'),
    ],
    [
      'the ending rule needs an Automated display',
      {
        breakDisplay: 'Image',
        countdownEnd: 100_000,
        breakAutomation: ['setting: Always do 30s Schedule'],
      },
      slide('Image'),
    ],
    ['no candidates', { facts: NONE_AVAILABLE }, null],
  ])('%s', (_case, over, expected) => {
    expect(getBreakSlide({ ...base, ...over })).toEqual(expected);
  });
});
