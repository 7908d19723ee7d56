import {
  CLIENT_CAMS_TEXT,
  planClientCams,
  type ClientCamsPlan,
  type ObserverClients,
} from './plan-client-cams.js';

interface Case {
  name: string;
  clientCams: Record<string, number[]>;
  observers: ObserverClients[];
  expected: ClientCamsPlan;
}

const oscar: ObserverClients = { relationship: 'rObsO', player: 'O', clients: ['cProd2'] };
const olive: ObserverClients = {
  relationship: 'rObsV',
  player: 'V',
  clients: ['cProd3', 'cProd4'],
};

describe('planClientCams (RULES (a) set-player-relationships clientCams)', () => {
  it.each<Case>([
    {
      name: 'team 1 and team 2 for an observer’s client',
      clientCams: { cProd2: [2, 1] },
      observers: [oscar],
      expected: {
        ok: true,
        updates: [
          { relationship: 'rObsO', clients: ['cProd2'], client_cams: ['Team 1', 'Team 2'] },
        ],
      },
    },
    {
      name: 'one team only',
      clientCams: { cProd3: [2] },
      observers: [oscar, olive],
      expected: {
        ok: true,
        updates: [{ relationship: 'rObsV', clients: ['cProd3'], client_cams: ['Team 2'] }],
      },
    },
    {
      name: 'an empty list clears the observer’s camera buttons',
      clientCams: { cProd2: [] },
      observers: [oscar],
      expected: { ok: true, updates: [{ relationship: 'rObsO', clients: [], client_cams: [] }] },
    },
    {
      name: 'nothing named changes nothing',
      clientCams: {},
      observers: [oscar],
      expected: { ok: true, updates: [] },
    },
    {
      name: 'a client of a player who is not an observer is refused',
      clientCams: { cProd1: [1] },
      observers: [oscar],
      expected: { ok: false, message: CLIENT_CAMS_TEXT.notObserverClient },
    },
    {
      name: 'any client is refused when the match has no observer',
      clientCams: { cProd2: [1] },
      observers: [],
      expected: { ok: false, message: CLIENT_CAMS_TEXT.notObserverClient },
    },
    {
      name: 'two clients of one observer are refused',
      clientCams: { cProd3: [1], cProd4: [2] },
      observers: [olive],
      expected: { ok: false, message: CLIENT_CAMS_TEXT.oneClientPerObserver },
    },
  ])('$name', ({ clientCams, observers, expected }) => {
    expect(planClientCams({ clientCams, observers })).toEqual(expected);
  });
});
