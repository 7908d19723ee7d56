import { describe, expect, it } from 'vitest';
import { pickPovCam, type PickPovCamInput } from './pick-pov-cam.js';

// Record ids: `rec` + 14 characters.
const A1 = 'recAAAAAAAAAAAAA1';
const A2 = 'recAAAAAAAAAAAAA2';
const B1 = 'recBBBBBBBBBBBBB1';
const B2 = 'recBBBBBBBBBBBBB2';
const C1 = 'recCCCCCCCCCCCCC1';

const input = (over: Partial<PickPovCamInput>): PickPovCamInput => ({
  player: null,
  number: null,
  clientCams: [],
  clientTeamCams: [[], []],
  teamCams: [
    [A1, A2],
    [B1, B2],
  ],
  names: new Map([
    [A1, 'Ana'],
    [B2, 'Bo Lee'],
    [C1, 'Cy'],
  ]),
  ...over,
});

describe('pickPovCam', () => {
  it.each<[string, Partial<PickPovCamInput>, string | null]>([
    ['the first cam by default', {}, A1],
    ['number counts side 1 then side 2', { number: 3 }, B1],
    ['past the end', { number: 5 }, null],
    ["the client's cams first", { clientCams: [C1], number: 1 }, C1],
    ["the client's team cams next", { clientTeamCams: [[C1], [B2]], number: 2 }, B2],
    ['player by id (wins over number)', { player: B2, number: 1 }, B2],
    ['player by its URL id (no rec prefix)', { player: B1.slice(3) }, B1],
    ['player by name, any case', { player: 'bo lee' }, B2],
    ['a known player outside the list', { player: 'Cy' }, C1],
    ['an unknown player', { player: 'Nobody' }, null],
    ['nothing to show', { teamCams: [[], []] }, null],
  ])('%s', (_name, over, expected) => {
    expect(pickPovCam(input(over))).toBe(expected);
  });
});
