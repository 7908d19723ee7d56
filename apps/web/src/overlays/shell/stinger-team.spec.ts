import { describe, expect, it } from 'vitest';
import {
  pickStingerTeam,
  type StingerLiveMatch,
  type StingerTeamBroadcast,
  type StingerTeamOptions,
} from './stinger-team.js';

const A = 'recTeamA0000000001';
const B = 'recTeamB0000000002';
const H = 'recTeamH0000000003';
const X = 'recTeamX0000000004';

const MATCH: StingerLiveMatch = { teams: [A, B], flip_teams: false };
const FLIPPED: StingerLiveMatch = { teams: [A, B], flip_teams: true };
const HIGHLIGHT: StingerTeamBroadcast = { highlight_team: [H] };
const PLAIN: StingerTeamBroadcast = { highlight_team: [] };
const NONE: StingerTeamOptions = { team: null, teamNum: null };

const CASES: readonly [
  string,
  StingerLiveMatch | null,
  StingerTeamBroadcast | null,
  StingerTeamOptions,
  string | null,
][] = [
  ['teamNum=1: the first team', MATCH, PLAIN, { team: null, teamNum: 1 }, A],
  ['teamNum=2: the second team', MATCH, PLAIN, { team: null, teamNum: 2 }, B],
  [
    'teamNum=1 with flip_teams: the team displayed first',
    FLIPPED,
    PLAIN,
    { team: null, teamNum: 1 },
    B,
  ],
  ['teamNum=2 with flip_teams', FLIPPED, PLAIN, { team: null, teamNum: 2 }, A],
  [
    'flip_teams null counts as off',
    { teams: [A, B], flip_teams: null },
    PLAIN,
    { team: null, teamNum: 1 },
    A,
  ],
  ['teamNum wins over team and highlight', MATCH, HIGHLIGHT, { team: X, teamNum: 2 }, B],
  ['teamNum without a live match', null, HIGHLIGHT, { team: null, teamNum: 1 }, null],
  ['teamNum on a match without teams', { teams: [] }, PLAIN, { team: null, teamNum: 1 }, null],
  ['teamNum on a match with one team', { teams: [A] }, PLAIN, { team: null, teamNum: 1 }, null],
  ['team=highlight', MATCH, HIGHLIGHT, { team: 'highlight', teamNum: null }, H],
  [
    'team=highlight without a highlighted team',
    MATCH,
    PLAIN,
    { team: 'highlight', teamNum: null },
    null,
  ],
  ['team=highlight without a broadcast', MATCH, null, { team: 'highlight', teamNum: null }, null],
  ['team=<id>', MATCH, HIGHLIGHT, { team: X, teamNum: null }, X],
  ['team=<id> without a live match', null, PLAIN, { team: X, teamNum: null }, X],
  ['no option: the highlighted team', MATCH, HIGHLIGHT, NONE, H],
  ['no option, no highlighted team: none', MATCH, PLAIN, NONE, null],
  ['no option, highlight_team unset: none', MATCH, {}, NONE, null],
];

describe('pickStingerTeam (OVERLAYS §1 "stinger (empty)")', () => {
  it.each(CASES)('%s', (_name, liveMatch, broadcast, options, expected) => {
    expect(pickStingerTeam(liveMatch, broadcast, options)).toBe(expected);
  });
});
