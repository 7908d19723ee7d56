import { BREAK_DISPLAY_VALUES, BREAK_ROTATION_SLIDES } from '@castline/domain';
import { describe, expect, it } from 'vitest';
import {
  selectBreakSlide,
  breakSlideKey,
  type BreakFacts,
  type BreakSlideState,
} from './select-break-slide.js';

const ALL: BreakFacts = {
  breakGfx: [],
  scheduleMatchCount: 3,
  standingsAvailable: true,
  bracketResolvable: true,
  liveMatchTeamCount: 2,
  showLiveMatch: true,
  imageAvailable: true,
  staffAvailable: true,
  title: 'Be Right Back',
  otherBroadcastCount: 1,
};
type Over = Partial<Omit<BreakSlideState, 'facts'>> & { facts?: Partial<BreakFacts> };
const EPOCH = 1_000_000;
/** Every "use:" option, in the order RULES (f) lists them: Schedule … Other Info. */
const USE_ALL = BREAK_ROTATION_SLIDES.map((slide) => `use: ${slide}`);

function state(over: Over): BreakSlideState {
  return {
    breakDisplay: 'Automated',
    breakAutomation: USE_ALL,
    rotationEpoch: EPOCH,
    countdownEnd: null,
    now: EPOCH,
    ...over,
    facts: { ...ALL, ...over.facts },
  };
}

const key = (s: BreakSlideState) => breakSlideKey(selectBreakSlide(s));

describe('selectBreakSlide: candidates and the clock', () => {
  it.each<[string, Over, string]>([
    ['first slide at the epoch', {}, 'slide:Schedule'],
    ['19.999 s later: still the first', { now: EPOCH + 19_999 }, 'slide:Schedule'],
    ['every slide lasts 20 s', { now: EPOCH + 20_000 }, 'slide:Standings'],
    ['index 7', { now: EPOCH + 7 * 20_000 }, 'slide:Other Info'],
    ['wraps mod n', { now: EPOCH + 8 * 20_000 }, 'slide:Schedule'],
    ['before the epoch never negative', { now: EPOCH - 1 }, 'slide:Other Info'],
    [
      'stored order of the options',
      { breakAutomation: ['use: Title', 'use: Matchup'] },
      'slide:Title',
    ],
    [
      'break_gfx items come first',
      { facts: { breakGfx: [{ id: 'g1', exists: true }] }, breakAutomation: ['use: Title'] },
      'gfx:g1',
    ],
    [
      'then the use: options',
      {
        facts: { breakGfx: [{ id: 'g1', exists: true }] },
        breakAutomation: ['use: Title'],
        now: EPOCH + 20_000,
      },
      'slide:Title',
    ],
    [
      'a deleted GFX item is skipped',
      { facts: { breakGfx: [{ id: 'g1', exists: false }] }, breakAutomation: ['use: Title'] },
      'slide:Title',
    ],
    [
      'no epoch (anonymous overlay): counts from 0',
      { rotationEpoch: null, now: 20_000 },
      'slide:Standings',
    ],
    [
      'settings are not slides',
      { breakAutomation: ['setting: Always do 30s Matchup', 'use: Image'] },
      'slide:Image',
    ],
    ['nothing to rotate', { breakAutomation: [] }, 'none'],
    ['empty display is Automated', { breakDisplay: null }, 'slide:Schedule'],
  ])('%s', (_name, over, expected) => {
    expect(key(state(over))).toBe(expected);
  });
});

describe('selectBreakSlide: skipping (RULES (f) table)', () => {
  it.each<[string, Partial<BreakFacts>, string]>([
    ['Schedule without matches', { scheduleMatchCount: 0 }, 'use: Schedule'],
    ['Standings without an entry', { standingsAvailable: false }, 'use: Standings'],
    ['Bracket that resolves to none', { bracketResolvable: false }, 'use: Bracket'],
    ['Matchup without a live match', { liveMatchTeamCount: null }, 'use: Matchup'],
    ['Matchup with show_live_match off', { showLiveMatch: false }, 'use: Matchup'],
    ['Matchup with one team', { liveMatchTeamCount: 1 }, 'use: Matchup'],
    ['Image without an image', { imageAvailable: false }, 'use: Image'],
    ['Staff without casters or crew', { staffAvailable: false }, 'use: Staff'],
    ['Title when empty', { title: '  ' }, 'use: Title'],
    ['Other Info without other broadcasts', { otherBroadcastCount: 0 }, 'use: Other Info'],
  ])('%s', (_name, facts, option) => {
    expect(key(state({ breakAutomation: [option, 'use: Title'], facts }))).toBe(
      option === 'use: Title' ? 'none' : 'slide:Title',
    );
  });
});

describe('selectBreakSlide: the 30 s ending rule', () => {
  const end = EPOCH + 100_000;
  it.each<[string, Over, string]>([
    [
      '31 s left: rotation',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        countdownEnd: end,
        now: end - 31_000,
      },
      'slide:Title',
    ],
    [
      '30 s left: Matchup',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        countdownEnd: end,
        now: end - 30_000,
      },
      'slide:Matchup',
    ],
    [
      'holds after zero',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        countdownEnd: end,
        now: end + 600_000,
      },
      'slide:Matchup',
    ],
    [
      'Schedule setting',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Schedule'],
        countdownEnd: new Date(end).toISOString(),
        now: end - 5000,
      },
      'slide:Schedule',
    ],
    [
      'skipped Matchup: rotation continues',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        countdownEnd: end,
        now: end - 5000,
        facts: { liveMatchTeamCount: null },
      },
      'slide:Title',
    ],
    [
      'no countdown: rotation',
      {
        breakAutomation: ['use: Title', 'setting: Always do 30s Matchup'],
        countdownEnd: null,
        now: end,
      },
      'slide:Title',
    ],
    [
      'not Automated: the fixed slide',
      {
        breakDisplay: 'Image',
        breakAutomation: ['setting: Always do 30s Matchup'],
        countdownEnd: end,
        now: end,
      },
      'slide:Image',
    ],
  ])('%s', (_name, over, expected) => {
    expect(key(state(over))).toBe(expected);
  });
});

describe('selectBreakSlide: a fixed break_display', () => {
  it.each(BREAK_DISPLAY_VALUES.filter((value) => value !== 'Automated'))(
    '%s shows that slide only, at any time',
    (display) => {
      for (const now of [EPOCH, EPOCH + 20_000, EPOCH + 140_000]) {
        expect(key(state({ breakDisplay: display, now }))).toBe(`slide:${display}`);
      }
    },
  );
  it('an unknown value shows nothing', () => {
    expect(key(state({ breakDisplay: 'Weather' }))).toBe('none');
  });
});
