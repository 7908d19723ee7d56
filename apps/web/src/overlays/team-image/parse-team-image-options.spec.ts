import { describe, expect, it } from 'vitest';
import { parseTeamImageOptions, type TeamImageOptions } from './parse-team-image-options.js';

const base: TeamImageOptions = { team: { kind: 'live', side: 1 }, index: 1, overrideUrl: null };

describe('parseTeamImageOptions (OVERLAYS §1 team-image)', () => {
  it.each<[string, Partial<TeamImageOptions>]>([
    ['', {}],
    ['team=1', {}],
    ['team=2', { team: { kind: 'live', side: 2 } }],
    ['teamNum=2', { team: { kind: 'live', side: 2 } }],
    ['team=3', {}],
    ['team=highlight', { team: { kind: 'highlight' } }],
    ['team=HIGHLIGHT', { team: { kind: 'highlight' } }],
    ['team=recABCDEFGHIJKLMN', { team: { kind: 'id', id: 'recABCDEFGHIJKLMN' } }],
    ['team=ABCDEFGHIJKLMN', { team: { kind: 'id', id: 'recABCDEFGHIJKLMN' } }],
    ['team=%3Cscript%3E', {}],
    ['index=2', { index: 2 }],
    ['image=3', { index: 3 }],
    ['imageNum=4', { index: 4 }],
    ['index=0', {}],
    ['index=two', {}],
    [
      'overrideURL=https%3A%2F%2Fcdn.example.com%2Fteam.png',
      { overrideUrl: 'https://cdn.example.com/team.png' },
    ],
    [
      'override=https%3A%2F%2Fcdn.example.com%2Fa%20b.png',
      { overrideUrl: 'https://cdn.example.com/a%20b.png' },
    ],
    ['override=http%3A%2F%2Fcdn.example.com%2Fteam.png', {}],
    ['override=javascript%3Aalert(1)', {}],
    ['override=data%3Aimage%2Fpng%3Bbase64%2CAAAA', {}],
    ['override=not%20a%20url', {}],
  ])('?%s', (search, expected) => {
    expect(parseTeamImageOptions(new URLSearchParams(search))).toEqual({ ...base, ...expected });
  });
});
