import { describe, expect, it } from 'vitest';
import { pickTeamCams, type PickTeamCamsInput } from './pick-team-cams.js';

const USE_CAM = new Set(['a1', 'a3', 'b2']);
const TEAM_A = { players: ['a1', 'a2', 'a3'] };
const TEAM_B = { players: ['b1', 'b2'] };

const input = (over: Partial<PickTeamCamsInput>): PickTeamCamsInput => ({
  slots: [[], []],
  teams: [TEAM_A, TEAM_B],
  flipped: false,
  useCam: (id) => USE_CAM.has(id),
  ...over,
});

describe('pickTeamCams', () => {
  it.each<[string, Partial<PickTeamCamsInput>, [string[], string[]]]>([
    ['the cam slots of each team', { slots: [['a2', 'a1'], ['b1']] }, [['a2', 'a1'], ['b1']]],
    ['else the live players with use_cam', {}, [['a1', 'a3'], ['b2']]],
    ['slots on one side, use_cam on the other', { slots: [['a2'], []] }, [['a2'], ['b2']]],
    [
      'flip_teams shows team 2 first with its own slots',
      { slots: [['a2'], ['b1']], teams: [TEAM_B, TEAM_A], flipped: true },
      [['b1'], ['a2']],
    ],
    [
      'flip_teams without slots follows the displayed teams',
      { teams: [TEAM_B, TEAM_A], flipped: true },
      [['b2'], ['a1', 'a3']],
    ],
    ['an empty side', { teams: [TEAM_A, null] }, [['a1', 'a3'], []]],
    ['no use_cam read (a public read)', { useCam: () => false }, [[], []]],
  ])('%s', (_name, over, expected) => {
    expect(pickTeamCams(input(over))).toEqual(expected);
  });
});
