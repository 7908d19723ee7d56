import { describe, expect, it } from 'vitest';
import { createLoadingThing, createMissingThing } from '../../lib/things/thing-types.js';
import {
  listCamBroadcasts,
  type CamsBroadcastInput,
  type CamsClientInput,
  type CamsMatchInput,
  type CamsTeamInput,
} from './list-cam-broadcasts.js';

const withId = <T extends { id: string }>(record: T) => ({ ...record, __id: record.id });

const ana = withId({ id: 'recPLAYERANAAAAAA', name: 'Ana', cam_code: 'ana1', use_cam: true });
const ben = withId({ id: 'recPLAYERBENAAAAA', name: 'Ben', cam_code: null });
const cat = withId({
  id: 'recPLAYERCATAAAAA',
  name: 'Cat',
  cam_code: 'cat1',
  use_cam: false,
  remote_feed: ' srt://feeds.example.com:9000 ',
});

function team(id: string, name: string, players: CamsTeamInput['players']) {
  return withId<CamsTeamInput>({ id, name, code: name.slice(0, 3), players });
}

function match(id: string, teams: CamsMatchInput['teams']) {
  return withId<CamsMatchInput>({
    id,
    teams,
    event: [withId({ id: 'recEVENTAAAAAAAAA', name: 'Spring Showdown', short: 'Spring' })],
  });
}

function broadcast(id: string, key: string, live: CamsBroadcastInput['live_match'], extra = {}) {
  return withId<CamsBroadcastInput>({ id, key, name: `${key} stream`, live_match: live, ...extra });
}

function client(id: string, name: string, broadcasts: CamsClientInput['broadcast']) {
  return withId<CamsClientInput>({ id, key: name.toLowerCase(), name, broadcast: broadcasts });
}

const live = match('recMATCHLIVEAAAAA', [
  team('recTEAMROSEAAAAAA', 'Rose Stags', [ana, ben]),
  team('recTEAMFROSTAAAAA', 'Frost Jackals', [cat]),
]);
const main = broadcast('recBCMAINAAAAAAAA', 'main', [live], {
  team_1_player_cams: [ben.id, ana.id],
  cams_default_params: 'cover',
});
const second = broadcast('recBCSECONDAAAAAA', 'second', []);

describe('listCamBroadcasts (/cams, issue 12 item 5)', () => {
  it("lists each broadcast once, with every client of the user's that follows it", () => {
    const data = listCamBroadcasts([
      client('recCLIENTONEAAAAA', 'Production 1', [main, second]),
      client('recCLIENTTWOAAAAA', 'Production 2', [second]),
    ]);
    expect(data.loading).toBe(false);
    expect(data.live.map((b) => [b.key, b.clientNames])).toEqual([['main', ['Production 1']]]);
    expect(data.idle.map((b) => [b.key, b.clientNames])).toEqual([
      ['second', ['Production 1', 'Production 2']],
    ]);
    expect(data.idle[0]?.overlays.map((o) => o.path)).toEqual([
      '/broadcast/second/cams/desk',
      '/broadcast/second/cams/ingame',
      '/broadcast/second/cams/full?number=1',
    ]);
  });

  it("shows the live match's teams in stored order with each player's camera link and cam slot", () => {
    const [view] = listCamBroadcasts([client('recCLIENTONEAAAAA', 'Production 1', [main])]).live;
    expect(view?.matches).toHaveLength(1);
    const [shown] = view?.matches ?? [];
    expect(shown?.name).toBe('Rose Stags vs Frost Jackals');
    expect(shown?.eventName).toBe('Spring Showdown');
    expect(shown?.teams.map((t) => [t.number, t.name])).toEqual([
      [1, 'Rose Stags'],
      [2, 'Frost Jackals'],
    ]);
    expect(shown?.teams[0]?.players).toEqual([
      {
        id: ana.id,
        name: 'Ana',
        camLink: 'https://vdo.ninja/?view=ana1&cover',
        remoteFeed: null,
        useCam: true,
        camSlot: 2,
        povPath: `/broadcast/main/cams/pov?player=${ana.id}`,
      },
      {
        id: ben.id,
        name: 'Ben',
        camLink: null,
        remoteFeed: null,
        useCam: true,
        camSlot: 1,
        povPath: `/broadcast/main/cams/pov?player=${ben.id}`,
      },
    ]);
    expect(shown?.teams[1]?.players[0]).toMatchObject({
      name: 'Cat',
      camLink: 'https://vdo.ninja/?view=cat1&cover',
      remoteFeed: 'srt://feeds.example.com:9000',
      useCam: false,
      camSlot: null,
    });
  });

  it('is loading while any record of the tree is on its way', () => {
    const loadingPlayer = match('recMATCHLIVEAAAAA', [
      team('recTEAMROSEAAAAAA', 'Rose Stags', [ana, createLoadingThing('recPLAYERXAAAAAAA')]),
    ]);
    const cases = [
      [createLoadingThing('recCLIENTONEAAAAA')],
      [client('recCLIENTONEAAAAA', 'P1', [createLoadingThing('recBCMAINAAAAAAAA')])],
      [
        client('recCLIENTONEAAAAA', 'P1', [
          broadcast('recBC1', 'main', [createLoadingThing('recM')]),
        ]),
      ],
      [client('recCLIENTONEAAAAA', 'P1', [broadcast('recBC1', 'main', [loadingPlayer])])],
    ];
    for (const clients of cases) expect(listCamBroadcasts(clients).loading).toBe(true);
  });

  it('leaves out missing records and broadcasts without a key', () => {
    const data = listCamBroadcasts([
      createMissingThing('recCLIENTGONEAAAA'),
      client('recCLIENTONEAAAAA', 'P1', [
        createMissingThing('recBCGONEAAAAAAAA'),
        broadcast('recBCNOKEYAAAAAAA', '  ', [live]),
        broadcast('recBCMAINAAAAAAAA', 'main', [
          createMissingThing('recMATCHGONEAAAAA'),
          match('recMATCHLIVEAAAAA', [team('recT1', 'Solo', [createMissingThing('recPGONE')])]),
        ]),
      ]),
    ]);
    expect(data.loading).toBe(false);
    expect(data.idle).toEqual([]);
    expect(data.live.map((b) => b.key)).toEqual(['main']);
    expect(data.live[0]?.matches[0]?.name).toBe('Solo vs Spring');
    expect(data.live[0]?.matches[0]?.teams[0]?.players).toEqual([]);
  });

  it('answers nothing for a user whose clients follow no broadcast', () => {
    expect(listCamBroadcasts([client('recCLIENTONEAAAAA', 'P1', [])])).toEqual({
      loading: false,
      live: [],
      idle: [],
    });
  });
});
