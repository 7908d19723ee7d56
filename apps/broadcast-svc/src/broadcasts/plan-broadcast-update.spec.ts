import type { UpdateBroadcastBody } from '@castline/contracts';
import {
  planBroadcastUpdate,
  UPDATE_BROADCAST_COLUMNS,
  type BroadcastUpdateState,
} from './plan-broadcast-update.js';

const NOW = 1_790_000_000_000;
const M = 'recMatchMatch0001';
const M2 = 'recMatchMatch0002';
const T = 'recTeamTeamTe0001';

function state(overrides: Partial<BroadcastUpdateState> = {}): BroadcastUpdateState {
  return {
    live_match: [],
    highlight_team: [],
    highlight_hero: [],
    highlight_player: [],
    highlight_media: [],
    desk_display: null,
    notice_text: null,
    manual_guests: null,
    title: null,
    countdown_end: null,
    advertise: false,
    show_cams: false,
    show_live_match: false,
    map_attack: null,
    break_rotation_epoch: 5,
    ...overrides,
  };
}

describe('planBroadcastUpdate', () => {
  it.each<[string, UpdateBroadcastBody, Partial<BroadcastUpdateState>]>([
    ['match → live_match as a one-item list', { match: M }, { live_match: [M] }],
    ['highlightTeamID → highlight_team', { highlightTeamID: T }, { highlight_team: [T] }],
    [
      'highlightHeroID → highlight_hero',
      { highlightHeroID: 'recHeroHeroHe0001' },
      { highlight_hero: ['recHeroHeroHe0001'] },
    ],
    [
      'highlightPlayerID → highlight_player',
      { highlightPlayerID: 'recPlayPlayPl0001' },
      { highlight_player: ['recPlayPlayPl0001'] },
    ],
    [
      'highlightMediaID → highlight_media',
      { highlightMediaID: 'recNewsNewsNe0001' },
      { highlight_media: ['recNewsNewsNe0001'] },
    ],
    [
      'deskDisplayMode → desk_display',
      { deskDisplayMode: 'Notice (Team 2)' },
      { desk_display: 'Notice (Team 2)' },
    ],
    [
      'deskDisplayText → notice_text, raw',
      { deskDisplayText: '<b>A</b>|text' },
      { notice_text: '<b>A</b>|text' },
    ],
    [
      'manualGuests → manual_guests',
      { manualGuests: 'Alice, she/her' },
      { manual_guests: 'Alice, she/her' },
    ],
    [
      'title → title (and the epoch resets)',
      { title: 'Be Right Back' },
      { title: 'Be Right Back', break_rotation_epoch: NOW },
    ],
    [
      'countdownEnd (ms) → countdown_end instant (and the epoch resets)',
      { countdownEnd: 1_790_000_600_000 },
      { countdown_end: new Date(1_790_000_600_000), break_rotation_epoch: NOW },
    ],
    ['advertise → advertise', { advertise: true }, { advertise: true }],
    ['playerCams → show_cams', { playerCams: true }, { show_cams: true }],
    ['showLiveMatch → show_live_match', { showLiveMatch: true }, { show_live_match: true }],
    ['mapAttack → map_attack', { mapAttack: 'Both' }, { map_attack: 'Both' }],
  ])('maps %s', (_name, body, changes) => {
    expect(planBroadcastUpdate(state(), body, NOW).changes).toEqual(changes);
  });

  it.each<
    [string, Partial<BroadcastUpdateState>, UpdateBroadcastBody, Partial<BroadcastUpdateState>]
  >([
    ['match null clears the live match', { live_match: [M] }, { match: null }, { live_match: [] }],
    [
      'a highlight null clears it',
      { highlight_team: [T] },
      { highlightTeamID: null },
      { highlight_team: [] },
    ],
    [
      'deskDisplayMode null hides (back to Match)',
      { desk_display: 'Casters' },
      { deskDisplayMode: null },
      { desk_display: null },
    ],
    [
      'an empty text is stored as not set',
      { notice_text: 'A|b' },
      { deskDisplayText: '' },
      { notice_text: null },
    ],
    [
      'countdownEnd null clears the countdown (and resets the epoch)',
      { countdown_end: new Date(NOW) },
      { countdownEnd: null },
      { countdown_end: null, break_rotation_epoch: NOW },
    ],
    ['mapAttack null clears it', { map_attack: 'Left' }, { mapAttack: null }, { map_attack: null }],
  ])('%s', (_name, current, body, changes) => {
    expect(planBroadcastUpdate(state(current), body, NOW).changes).toEqual(changes);
  });

  it.each<[string, Partial<BroadcastUpdateState>, UpdateBroadcastBody]>([
    ['the same live match', { live_match: [M] }, { match: M }],
    [
      'the same countdown instant',
      { countdown_end: new Date(1_790_000_600_000) },
      { countdownEnd: 1_790_000_600_000 },
    ],
    ['an empty title over no title', { title: null }, { title: '' }],
    ['only the target broadcast key', {}, { broadcast: 'recBroadcastBroad' }],
    [
      'the same booleans',
      { advertise: true, show_cams: false },
      { advertise: true, playerCams: false },
    ],
  ])('plans no change for %s (no epoch reset either)', (_name, current, body) => {
    expect(planBroadcastUpdate(state(current), body, NOW)).toEqual({
      changes: {},
      changed: [],
      liveMatchAffected: false,
    });
  });

  it('names the changed body keys in table order and flags live-match changes', () => {
    const plan = planBroadcastUpdate(
      state({ advertise: true }),
      { mapAttack: 'Left', advertise: true, match: M2, title: 'x' },
      NOW,
    );
    expect(plan.changed).toEqual(['match', 'title', 'mapAttack']);
    expect(plan.liveMatchAffected).toBe(true);
  });

  it.each<[UpdateBroadcastBody, boolean]>([
    [{ match: M }, true],
    [{ advertise: true }, true],
    [{ showLiveMatch: true }, false],
    [{ title: 'x' }, false],
  ])('%j affects the live match projection: %p', (body, affected) => {
    expect(planBroadcastUpdate(state(), body, NOW).liveMatchAffected).toBe(affected);
  });

  it('never mutates the current state', () => {
    const current = state({ live_match: [M] });
    const copy = structuredClone(current);
    planBroadcastUpdate(current, { match: M2, title: 'x', countdownEnd: 1 }, NOW);
    expect(current).toEqual(copy);
  });

  it('has a column for every body key but the target', () => {
    expect(Object.keys(UPDATE_BROADCAST_COLUMNS).sort()).toEqual([
      'advertise',
      'countdownEnd',
      'deskDisplayMode',
      'deskDisplayText',
      'highlightHeroID',
      'highlightMediaID',
      'highlightPlayerID',
      'highlightTeamID',
      'manualGuests',
      'mapAttack',
      'match',
      'playerCams',
      'showLiveMatch',
      'title',
    ]);
  });
});
