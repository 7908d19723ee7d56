import { describe, expect, it } from 'vitest';
import { MAX_MULTI_STANDINGS, readGfxItem, type GfxItemInput } from './read-gfx-item.js';

describe('readGfxItem', () => {
  it.each<[string, GfxItemInput, ReturnType<typeof readGfxItem>]>([
    [
      'Schedule: primary by default',
      { type: 'Schedule', title: 'Up next' },
      { kind: 'Schedule', heading: 'Up next', secondary: false },
    ],
    [
      'Schedule: data secondary, any case',
      { type: 'Schedule', data: ' Secondary ' },
      { kind: 'Schedule', heading: null, secondary: true },
    ],
    [
      'Schedule: other data is the primary schedule',
      { type: 'Schedule', data: 'main' },
      { kind: 'Schedule', heading: null, secondary: false },
    ],
    [
      'Bracket: data is the bracket key',
      { type: 'Bracket', name: 'Playoffs', data: ' playoffs ' },
      { kind: 'Bracket', heading: 'Playoffs', bracketKey: 'playoffs' },
    ],
    [
      'Bracket: empty data is the live match bracket',
      { type: 'Bracket', data: '  ' },
      { kind: 'Bracket', heading: null, bracketKey: null },
    ],
    [
      'Image: the first attachment',
      { type: 'Image', image: ['att1', 'att2'] },
      { kind: 'Image', heading: null, attachmentId: 'att1' },
    ],
    [
      'Image: none',
      { type: 'Image', image: null },
      { kind: 'Image', heading: null, attachmentId: null },
    ],
    [
      'Iframe: the url',
      { type: 'Iframe', url: 'https://a.example', data: 'https://b.example' },
      { kind: 'Iframe', heading: null, url: 'https://a.example' },
    ],
    [
      'Iframe: data when there is no url',
      { type: 'Iframe', url: ' ', data: 'https://b.example' },
      { kind: 'Iframe', heading: null, url: 'https://b.example' },
    ],
    [
      'Standings: data is the stage',
      { type: 'Standings', title: 'Group A', data: 'Group A' },
      { kind: 'Standings', heading: 'Group A', stage: 'Group A' },
    ],
    [
      'Standings: empty data is the current stage',
      { type: 'Standings', name: 'Table' },
      { kind: 'Standings', heading: 'Table', stage: null },
    ],
    [
      'Text: the text with its line breaks, outer blank lines dropped',
      { type: 'Text', title: 'Follow', data: '\nLine one\nLine two  \n' },
      { kind: 'Text', heading: 'Follow', text: 'Line one\nLine two' },
    ],
    ['Text: no data', { type: 'Text', title: 'Hi' }, { kind: 'Text', heading: 'Hi', text: '' }],
    [
      'Multi Standings: a comma list, trimmed, blanks and duplicates dropped',
      { type: 'Multi Standings', data: 'Group A, Group B,,Group A' },
      { kind: 'Multi Standings', heading: null, stages: ['Group A', 'Group B'] },
    ],
    [
      'Multi Standings: one stage a line works too',
      { type: 'Multi Standings', data: 'Group A\nGroup B' },
      { kind: 'Multi Standings', heading: null, stages: ['Group A', 'Group B'] },
    ],
    [
      'Multi Standings: empty is the current stage alone',
      { type: 'Multi Standings' },
      { kind: 'Multi Standings', heading: null, stages: [] },
    ],
    ['MVP: data unused', { type: 'MVP', data: 'x' }, { kind: 'MVP', heading: null }],
    ['Stats: data unused', { type: 'Stats', title: 'H2H' }, { kind: 'Stats', heading: 'H2H' }],
    [
      'Rosters: data is the rosters query, a leading ? allowed',
      { type: 'Rosters', data: '?roles&sort=role' },
      { kind: 'Rosters', heading: null, options: 'roles&sort=role' },
    ],
    [
      'Rosters: no data, no options',
      { type: 'Rosters' },
      { kind: 'Rosters', heading: null, options: '' },
    ],
    [
      'heading: the title, else the name',
      { type: 'Text', title: '  ', name: 'Follow us' },
      { kind: 'Text', heading: 'Follow us', text: '' },
    ],
    [
      'an unknown type',
      { type: 'Poll', title: 'Vote' },
      { kind: 'Unknown', heading: 'Vote', type: 'Poll' },
    ],
    ['no type', { type: null }, { kind: 'Unknown', heading: null, type: '' }],
  ])('%s', (_name, item, expected) => {
    expect(readGfxItem(item)).toEqual(expected);
  });

  it(`keeps at most ${MAX_MULTI_STANDINGS} tables`, () => {
    const plan = readGfxItem({ type: 'Multi Standings', data: 'a,b,c,d,e,f' });
    expect(plan).toEqual({ kind: 'Multi Standings', heading: null, stages: ['a', 'b', 'c', 'd'] });
  });
});
