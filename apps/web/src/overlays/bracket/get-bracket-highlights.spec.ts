import { describe, expect, it } from 'vitest';
import {
  getBracketHighlights,
  SETTING_HIGHLIGHT_LIVE_MATCH as LIVE,
  SETTING_HIGHLIGHT_TEAM as TEAM,
  type BracketHighlightsInput,
} from './get-bracket-highlights.js';

const base = { orderedMatchIds: ['a', 'b', 'c'], liveMatchId: 'c', highlightTeamId: 't1' };

describe('getBracketHighlights', () => {
  it.each<
    [string, Partial<BracketHighlightsInput>, { liveMatch: number | null; teamId: string | null }]
  >([
    ['no settings: nothing', { broadcastSettings: [] }, { liveMatch: null, teamId: null }],
    ['null settings', { broadcastSettings: null }, { liveMatch: null, teamId: null }],
    [
      'live match setting: its number N',
      { broadcastSettings: [LIVE] },
      { liveMatch: 3, teamId: null },
    ],
    [
      'live match not in the bracket',
      { broadcastSettings: [LIVE], liveMatchId: 'z' },
      { liveMatch: null, teamId: null },
    ],
    [
      'no live match',
      { broadcastSettings: [LIVE], liveMatchId: null },
      { liveMatch: null, teamId: null },
    ],
    [
      'team setting: highlight_team',
      { broadcastSettings: [TEAM] },
      { liveMatch: null, teamId: 't1' },
    ],
    [
      'team setting without highlight_team',
      { broadcastSettings: [TEAM], highlightTeamId: null },
      { liveMatch: null, teamId: null },
    ],
    ['both', { broadcastSettings: [TEAM, 'Use team codes', LIVE] }, { liveMatch: 3, teamId: 't1' }],
  ])('%s', (_name, input, expected) => {
    expect(getBracketHighlights({ ...base, ...input })).toEqual(expected);
  });
});
