// The spine end to end: every process started as `npm start` starts them (2 realtime replicas behind Redis),
// real sockets, real actions, and the outbox surviving a crash between commit and publish.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  action,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

describe('the stack', { timeout: 300_000 }, () => {
  let stack;
  let users;
  let liveMatch;
  let upcomingMatch;

  before(async () => {
    stack = await startTestStack();
    users = await demoUsers(stack);
    const { body } = await things(stack.base, ['special:live-matches', 'special:upcoming-matches']);
    liveMatch = body.find((r) => r.__id === 'special:live-matches').matches[0];
    upcomingMatch = body
      .find((r) => r.__id === 'special:upcoming-matches')
      .matches.find((m) => m !== liveMatch);
    assert.ok(liveMatch, 'the demo season has a live match');
    assert.ok(upcomingMatch, 'the demo season has upcoming matches');
  });

  after(async () => {
    await stack?.close();
  });

  it('serves /things with id and __id, unknown ids as {__id}, and the spec errors', async () => {
    const { status, body } = await things(stack.base, [upcomingMatch, 'recNoSuchRecord00']);
    assert.equal(status, 200);
    const match = body.find((r) => r.__id === upcomingMatch);
    assert.equal(match.id, upcomingMatch);
    assert.deepEqual(
      body.find((r) => r.__id === 'recNoSuchRecord00'),
      { __id: 'recNoSuchRecord00' },
    );
    const empty = await things(stack.base, []);
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'No IDs supplied');
    const many = await things(
      stack.base,
      Array.from({ length: 501 }, (_, i) => `rec${String(i).padStart(14, '0')}`),
    );
    assert.equal(many.status, 400);
    assert.equal(many.body.message, 'Too many IDs supplied');
  });

  it('serves attachments at /image.{ext}?id=..&size=.. and 404s an unknown one', async () => {
    const { body } = await things(stack.base, ['special:teams']);
    const team = body[0].teams[0];
    const [teamRecord, theme] = (await things(stack.base, [team.id])).body;
    assert.equal(theme?.__id, teamRecord.theme[0], 'the team theme is appended to the answer');
    const logo = theme.default_logo[0];
    const res = await fetch(`${stack.base}/image.svg?id=${logo}&size=h-120`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    assert.match(await res.text(), /<svg/);
    const missing = await fetch(`${stack.base}/image.png?id=recNoSuchImage000&size=w-50`);
    assert.equal(missing.status, 404);
    const bad = await fetch(`${stack.base}/image.png?id=../../etc/passwd`);
    assert.equal(bad.status, 400);
  });

  it('delivers data_update to sockets on both realtime replicas after actions/update-match-data', async () => {
    assert.equal(stack.socketUrls.length, 2, 'GET /config.json names both realtime replicas');
    const first = connectSocket(stack.socketUrls[0]);
    const second = connectSocket(stack.socketUrls[1]);
    await Promise.all([connected(first.socket), connected(second.socket)]);
    first.socket.emit('subscribe', upcomingMatch);
    second.socket.emit('subscribe-multiple', [upcomingMatch]);
    await new Promise((r) => setTimeout(r, 200));
    const organiser = users.byRole('organiser')[0];
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: upcomingMatch, updatedData: { score_1: 1 } },
      organiser.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.error, false);
    for (const client of [first, second]) {
      const update = await waitFor(
        () => client.updates.find((u) => u.id === upcomingMatch && u.data.score_1 === 1),
        10_000,
        'data_update',
      );
      assert.equal(update.data.__id, upcomingMatch);
    }
    first.socket.close();
    second.socket.close();
  });

  it('lets pages of every site host open their cross-origin socket to realtime, and no other origin', async () => {
    const port = new URL(stack.base).port;
    // The page's CSP lets it reach the realtime origins named by /config.json (http: for polling, ws: for sockets).
    const page = await fetch(`${stack.base}/`);
    const connectSrc = /connect-src ([^;]*)/.exec(page.headers.get('content-security-policy'))?.[1];
    for (const url of stack.socketUrls) {
      assert.ok(connectSrc?.split(' ').includes(url), `connect-src allows ${url}`);
      assert.ok(connectSrc?.split(' ').includes(url.replace(/^http/, 'ws')), `… and its ws: twin`);
    }
    const outcome = (client) =>
      new Promise((resolve) => {
        client.socket.once('connect', () => resolve('connected'));
        client.socket.once('connect_error', () => resolve('refused'));
      });
    const hosts = [
      `http://localhost:${port}`,
      `http://spring.localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ];
    for (const url of stack.socketUrls) {
      for (const origin of hosts) {
        for (const transports of [['websocket'], ['polling']]) {
          const client = connectSocket(url, { origin, transports });
          assert.equal(await outcome(client), 'connected', `${origin} → ${url} (${transports})`);
          client.socket.close();
        }
        // Polling from the page is a cross-origin request: the handshake answers with CORS for that origin.
        const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
          headers: { origin },
        });
        assert.equal(handshake.status, 200);
        assert.equal(handshake.headers.get('access-control-allow-origin'), origin);
      }
      for (const origin of ['http://evil.example', `http://localhost:${Number(port) + 1}`]) {
        const client = connectSocket(url, { origin });
        client.socket.io.opts.reconnection = false;
        assert.equal(await outcome(client), 'refused', `${origin} → ${url}`);
        client.socket.close();
      }
    }
  });

  it('answers the action envelope errors: 401 without token, 403 forbidden, 400 bad body, 404 unknown action', async () => {
    const player = users.byRole('player')[0];
    const noToken = await action(stack.base, 'update-match-data', {
      matchID: upcomingMatch,
      updatedData: { score_1: 1 },
    });
    assert.equal(noToken.status, 401);
    assert.equal(noToken.body.errorMessage, 'Unknown token');
    const forbidden = await action(
      stack.base,
      'update-match-data',
      { matchID: upcomingMatch, updatedData: { score_1: 2 } },
      player.token,
    );
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.body.errorMessage, "You don't have permission to edit this match");
    const bad = await action(
      stack.base,
      'update-match-data',
      { matchID: upcomingMatch, updatedData: { score_9: 1 } },
      player.token,
    );
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /score_9/);
    const unknown = await action(stack.base, 'no-such-action', {}, player.token);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, true);
  });

  it('pushes broadcast changes to the broadcast-{key} mirror', async () => {
    const producer = users.byRole('producer')[0];
    const client = connectSocket(stack.socketUrl);
    await connected(client.socket);
    const { body } = await things(stack.base, ['broadcast-main']);
    assert.ok(body[0].id, 'demo broadcast "main" exists');
    client.socket.emit('subscribe', 'broadcast-main');
    await new Promise((r) => setTimeout(r, 200));
    const res = await action(
      stack.base,
      'update-broadcast',
      { title: 'Stack test title' },
      producer.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await waitFor(
      () =>
        client.updates.find(
          (u) => u.id === 'broadcast-main' && u.data.title === 'Stack test title',
        ),
      10_000,
      'broadcast mirror update',
    );
    client.socket.close();
  });

  it('still delivers an update when match-svc dies after commit and before publish', async () => {
    const client = connectSocket(stack.socketUrl);
    await connected(client.socket);
    client.socket.emit('subscribe', upcomingMatch);
    await new Promise((r) => setTimeout(r, 200));
    const crashing = await stack.restart('match-svc', { TEST_CRASH_BEFORE_PUBLISH: '1' });
    await waitFor(
      async () => (await fetch(`${stack.base}/health`)).status === 200,
      60_000,
      'crashing match-svc ready',
    );
    const organiser = users.byRole('organiser')[0];
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: upcomingMatch, updatedData: { score_2: 2 } },
      organiser.token,
    );
    assert.equal(res.status, 503, 'the caller sees the service as unavailable');
    const exit = await crashing.exitPromise;
    assert.equal(exit.code, 75, 'match-svc exited through the crash hook');
    assert.equal(
      client.updates.some((u) => u.id === upcomingMatch && u.data.score_2 === 2),
      false,
    );
    await stack.restart('match-svc');
    await waitFor(
      () => client.updates.find((u) => u.id === upcomingMatch && u.data.score_2 === 2),
      60_000,
      'update after restart',
    );
    // The restarted match-svc answers reads once its start-up rebuild is done (until then: a coded partial answer).
    const record = await waitFor(
      async () => {
        const { body } = await things(stack.base, [upcomingMatch]);
        return body[0].__error ? null : body[0];
      },
      60_000,
      'the restarted match-svc to answer reads',
    );
    assert.equal(record.score_2, 2);
    client.socket.close();
  });
});
