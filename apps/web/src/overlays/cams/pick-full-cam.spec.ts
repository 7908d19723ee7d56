import type { Guest } from '@castline/domain';
import { describe, expect, it } from 'vitest';
import { pickFullCam, type FullCam } from './pick-full-cam.js';

const guest = (name: string, webcam: string | null): Guest => ({
  name,
  webcam,
  avatar: null,
  twitter: null,
  pronouns: null,
});
const SAM = guest('Sam', 'https://vdo.ninja/?view=sam');
const NO_CAM = guest('Pat', null);

describe('pickFullCam', () => {
  it.each<[string, string[], Guest[], number | null, FullCam | null]>([
    ['the first full cam by default', ['p1', 'p2'], [SAM], null, { kind: 'player', id: 'p1' }],
    ['number picks', ['p1', 'p2'], [SAM], 2, { kind: 'player', id: 'p2' }],
    [
      'guests with a webcam after the players',
      ['p1'],
      [NO_CAM, SAM],
      2,
      { kind: 'guest', guest: SAM },
    ],
    ['guests without a webcam are not cams', ['p1'], [NO_CAM], 2, null],
    ['guests alone', [], [SAM], null, { kind: 'guest', guest: SAM }],
    ['none', [], [], 1, null],
  ])('%s', (_name, fullCams, guests, number, expected) => {
    expect(pickFullCam(fullCams, guests, number)).toEqual(expected);
  });
});
