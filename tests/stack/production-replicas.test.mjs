// Production replicas (issue 13 item 2 "Production rooms are served before bulk viewer fan-out"): a realtime
// replica reserved for production sockets beside a viewer replica, as `npm start` and docker-compose.yml run them.
// GET /config.json sends overlays there; the viewer replica yields the cores (PROCESS_NICE 10); rooms still span
// both replicas through the Redis adapter, so a crew page on a viewer replica sees the overlays' reports.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  emitWithAck as ask,
  openRecordingSocket as open,
  action,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const CLIENT = 'prod1';

describe('production replicas', { timeout: 300_000 }, () => {
  let stack;
  let users;

  before(async () => {
    stack = await startTestStack({ realtimeReplicas: 1, productionReplicas: 1 });
    users = await demoUsers(stack);
  });

  after(async () => {
    await stack?.close();
  });

  it('GET /config.json names the production replica apart from the viewer replica', async () => {
    const config = await (await fetch(`${stack.base}/config.json`)).json();
    assert.equal(config.realtimeUrls.length, 1);
    assert.equal(config.productionRealtimeUrls.length, 1);
    assert.notEqual(config.productionRealtimeUrls[0], config.realtimeUrls[0]);
    assert.equal(config.productionSocketPath, '/socket.io');
    assert.deepEqual(stack.productionSocketUrls, config.productionRealtimeUrls);
  });

  it('runs the viewer replica at niceness 10 and the production replica at 0', async () => {
    const health = async (url) => (await fetch(`${url}/health`)).json();
    const [viewer, production] = await Promise.all([
      health(stack.socketUrls[0]),
      health(stack.productionSocketUrls[0]),
    ]);
    assert.equal(viewer.nice, 10, JSON.stringify(viewer));
    assert.equal(production.nice, 0, JSON.stringify(production));
  });

  it("relays a producer's trigger and record updates to overlays on the production replica, and their reports to a crew page on the viewer replica", async () => {
    const [productionUrl] = stack.productionSocketUrls;
    const overlay = await open(productionUrl);
    const producer = await open(productionUrl);
    const admin = await open(stack.socketUrls[0]);
    try {
      assert.equal(await ask(overlay, 'prod-join', CLIENT), true);
      assert.equal(await ask(producer, 'prod-join', CLIENT), true);
      assert.equal(await ask(producer, 'associate_token', users.byRole('producer')[0].token), true);
      assert.equal(await ask(producer, 'prod_trigger', { trigger: 'toggle_cams' }), true);
      await waitFor(() => overlay.received('prod_trigger').length === 1, 5000, 'the trigger');
      assert.deepEqual(overlay.received('prod_trigger')[0].args[0], { trigger: 'toggle_cams' });

      // The overlay shows the live match: an action's data_update reaches it on the production replica.
      const [broadcast] = (await things(stack.base, ['broadcast-main'])).body;
      const matchId = broadcast.live_match[0];
      overlay.socket.emit('subscribe-multiple', [matchId]);
      await waitFor(() => overlay.received('data_update').some((e) => e.args[0] === matchId));
      const res = await action(
        stack.base,
        'update-match-data',
        { matchID: matchId, updatedData: { custom_name: 'On the production replica' } },
        users.byRole('organiser')[0].token,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      await waitFor(
        () =>
          overlay
            .received('data_update')
            .some(
              (e) =>
                e.args[0] === matchId && e.args[1]?.custom_name === 'On the production replica',
            ),
        5000,
        'the data_update on the production replica',
      );

      // The client's admin page (a viewer-replica socket) hears the overlay's report through Redis.
      assert.equal(await ask(admin, 'prod-overview-join', CLIENT), true);
      const report = {
        clientName: 'Production 1',
        component: 'Custom',
        path: '/custom',
        fullPath: '/client/prod1/custom',
        active: true,
        visible: true,
        data: {},
      };
      assert.equal(await ask(overlay, 'prod-update', report), true);
      const relayed = await waitFor(() => admin.received('prod-update')[0], 5000, 'prod-update');
      assert.deepEqual(relayed.args[0], { ...report, socketId: overlay.socket.id });
    } finally {
      for (const c of [overlay, producer, admin]) c.socket.close();
    }
  });
});
