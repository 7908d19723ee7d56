import type { BreakFacts, BreakSlideName } from './break-automation.js';
import { isBreakSlideAvailable } from './is-break-slide-available.js';

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

describe('isBreakSlideAvailable', () => {
  it.each<[BreakSlideName, Partial<BreakFacts>, boolean]>([
    ['Schedule', {}, true],
    ['Schedule', { scheduleMatchCount: 0 }, false],
    ['Standings', { standingsAvailable: false }, false],
    ['Bracket', { bracketResolvable: false }, false],
    ['Matchup', {}, true],
    ['Matchup', { liveMatchTeamCount: null }, false],
    ['Matchup', { showLiveMatch: false }, false],
    ['Matchup', { liveMatchTeamCount: 1 }, false],
    ['Image', { imageAvailable: false }, false],
    ['Staff', { staffAvailable: false }, false],
    ['Title', { title: '   ' }, false],
    ['Title', { title: null }, false],
    ['Title', { title: 'Be Right Back' }, true],
    ['Other Info', { otherBroadcastCount: 0 }, false],
    ['Other Info', { otherBroadcastCount: 2 }, true],
    ['Other Streams', { otherBroadcastCount: 0 }, false],
  ])('%s with %j → %s', (slide, facts, available) => {
    expect(isBreakSlideAvailable(slide, { ...ALL_AVAILABLE, ...facts })).toBe(available);
  });
});
