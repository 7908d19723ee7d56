import type { UpdateBroadcastBody } from '@castline/contracts';
import { checkBroadcastReferences, listBroadcastReferences } from './check-broadcast-references.js';

const ID = 'recSomeSomeSo0001';

describe('listBroadcastReferences', () => {
  it('lists the given ids by field and skips nulls and other keys', () => {
    expect(
      listBroadcastReferences({
        match: ID,
        highlightTeamID: null,
        title: 'x',
        highlightMediaID: ID,
      }),
    ).toEqual([
      { field: 'match', id: ID },
      { field: 'highlightMediaID', id: ID },
    ]);
  });
});

describe('checkBroadcastReferences', () => {
  it.each<[UpdateBroadcastBody, Record<string, string>, string | null]>([
    [{ match: ID }, { [ID]: 'match' }, null],
    [{ match: ID }, {}, `match: ${ID} is not a Match`],
    [{ match: ID }, { [ID]: 'team' }, `match: ${ID} is not a Match`],
    [{ highlightTeamID: ID }, { [ID]: 'team' }, null],
    [{ highlightTeamID: ID }, { [ID]: 'player' }, `highlightTeamID: ${ID} is not a Team`],
    [{ highlightHeroID: ID }, { [ID]: 'hero' }, null],
    [{ highlightHeroID: ID }, { [ID]: 'map_data' }, `highlightHeroID: ${ID} is not a Hero`],
    [{ highlightPlayerID: ID }, { [ID]: 'player' }, null],
    [
      { highlightPlayerID: ID },
      { [ID]: 'player_relationship' },
      `highlightPlayerID: ${ID} is not a Player`,
    ],
    [{ highlightMediaID: ID }, { [ID]: 'news' }, null],
    [
      { highlightMediaID: ID },
      { [ID]: 'news-mirror' },
      `highlightMediaID: ${ID} is not a News item`,
    ],
    [{ match: null, highlightTeamID: null }, {}, null],
  ])('%j with kinds %j → %p', (body, kinds, message) => {
    expect(checkBroadcastReferences(body, kinds)).toBe(message);
  });
});
