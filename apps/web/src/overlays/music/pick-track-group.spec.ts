import { describe, expect, it } from 'vitest';
import { pickTrackGroup, type MusicTrackGroup } from './pick-track-group.js';

const groups: MusicTrackGroup[] = [
  { id: 'recEmpty', name: 'Empty', role: 'break', tracks: null },
  { id: 'recBreak', name: 'Break beats', role: 'Break', tracks: '[1]' },
  { id: 'recPre', name: 'Pre-show', role: 'pre-show', tracks: '[1]' },
];
const hasTracks = (g: MusicTrackGroup) => Boolean(g.tracks);

describe('pickTrackGroup', () => {
  it.each([
    [null, null, 'recBreak'],
    ['recPre', null, 'recPre'],
    ['pre-SHOW', null, 'recPre'],
    [' Break beats ', 'pre-show', 'recBreak'],
    ['Nope', null, null],
    [null, 'PRE-show', 'recPre'],
    [null, 'break', 'recEmpty'],
    [null, 'outro', null],
  ])('group %j role %j → %j', (group, role, id) => {
    expect(pickTrackGroup(groups, { group, role }, hasTracks)?.id ?? null).toBe(id);
  });

  it('answers null without groups or without any with tracks', () => {
    expect(pickTrackGroup([], { group: null, role: null }, hasTracks)).toBeNull();
    expect(pickTrackGroup([groups[0]!], { group: null, role: null }, hasTracks)).toBeNull();
  });
});
