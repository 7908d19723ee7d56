import { CodedError, SERVER_TEXT, SUBJECTS, type BroadcastAccessReply } from '@castline/contracts';
import type { NatsBus } from '@castline/nest-kit';
import { BroadcastAccessClient } from './broadcast-access.client.js';

const actor = {
  kind: 'player' as const,
  player_id: 'recPlayer00000001',
  name: 'Pat',
  website_settings: [],
};
const target = {
  id: 'recBroadcast00001',
  key: 'main',
  live_match: 'recMatch000000001',
  schedule: [],
  event: null,
  clients: ['recClient00000001'],
};

function clientAnswering(reply: BroadcastAccessReply) {
  const calls: [string, unknown][] = [];
  const bus = {
    request: (subject: string, payload: unknown) => {
      calls.push([subject, payload]);
      return Promise.resolve(reply);
    },
  } as unknown as NatsBus;
  return { client: new BroadcastAccessClient(bus), calls };
}

const refusal = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof CodedError ? [error.code, error.message] : error;
};

describe('BroadcastAccessClient', () => {
  it('asks broadcast.qry.access for the player and the named broadcast (null without one)', async () => {
    const { client, calls } = clientAnswering({ owns_client: true, target, access: true });
    await client.lookup(actor.player_id, 'recBroadcast00002');
    await client.lookup(actor.player_id);
    expect(calls).toEqual([
      [
        SUBJECTS.broadcast.qry('access'),
        { player_id: actor.player_id, broadcast: 'recBroadcast00002' },
      ],
      [SUBJECTS.broadcast.qry('access'), { player_id: actor.player_id, broadcast: null }],
    ]);
  });

  it.each<[string, BroadcastAccessReply, unknown]>([
    [
      'access to a live match',
      { owns_client: true, target, access: true },
      { target, liveMatchId: target.live_match },
    ],
    [
      'no client',
      { owns_client: false, target: null, access: false },
      ['FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast],
    ],
    [
      'a broadcast of another client',
      { owns_client: true, target, access: false },
      ['FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast],
    ],
    [
      'no such broadcast',
      { owns_client: true, target: null, access: false },
      ['FORBIDDEN', SERVER_TEXT.notLinkedToBroadcast],
    ],
    [
      'no live match',
      { owns_client: true, target: { ...target, live_match: null }, access: true },
      ['PRECONDITION_FAILED', SERVER_TEXT.noLiveMatch],
    ],
  ])('requireLiveMatch: %s', async (_case, reply, expected) => {
    const { client } = clientAnswering(reply);
    const result = client.requireLiveMatch(actor);
    if (Array.isArray(expected)) expect(await refusal(result)).toEqual(expected);
    else expect(await result).toEqual(expected);
  });

  it('requireAccess answers the target even without a live match', async () => {
    const none = { ...target, live_match: null };
    const { client } = clientAnswering({ owns_client: true, target: none, access: true });
    expect(await client.requireAccess(actor)).toEqual(none);
  });
});
