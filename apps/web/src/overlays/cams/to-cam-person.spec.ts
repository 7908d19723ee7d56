import { describe, expect, it } from 'vitest';
import { toCamPerson, type CamPlayerRecord } from './to-cam-person.js';

const SETTINGS = { params: 'cover, na, animate=0', relayPrefix: null };

describe('toCamPerson', () => {
  it.each<[CamPlayerRecord, { link: string | null; hidden: boolean; name: string }]>([
    [
      { id: 'p1', name: 'Ana', cam_code: 'castline_p1' },
      {
        link: 'https://vdo.ninja/?view=castline_p1&cover&na&animate=0',
        hidden: false,
        name: 'Ana',
      },
    ],
    [
      { id: 'p1', name: 'Ana', cam_code: null },
      { link: null, hidden: false, name: 'Ana' },
    ],
    [
      { id: 'p1', name: ' Ana ' },
      { link: null, hidden: true, name: 'Ana' },
    ],
    [
      { id: 'p1', name: null, cam_code: 'x' },
      { link: 'https://vdo.ninja/?view=x&cover&na&animate=0', hidden: false, name: '' },
    ],
  ])('%j', (player, expected) => {
    expect(toCamPerson(player, SETTINGS)).toMatchObject(expected);
  });

  it('keeps pronouns for the plate', () => {
    expect(toCamPerson({ id: 'p', pronouns: 'she/her' }, SETTINGS).pronouns).toBe('she/her');
  });
});
