// Production rooms end to end (OVERLAYS.md §2–§3, RULES (j) tally and (k) special:streams, broadcast §7): real
// sockets on both realtime replicas (Redis adapter), real auth-svc tokens, broadcast access from broadcast-svc and
// the demo season (client prod1 of Priya Producer, active broadcast 'main' whose live match she produces).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  emitWithAck as ask,
  openRecordingSocket as open,
  discordAccounts,
  loginWithDiscord,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const CLIENT = 'prod1';
/** A small production budget so a test can spend it (the other tests send far fewer messages per socket). */
const PROD_LIMITS = { PROD_RATE_LIMIT_BURST: '40', PROD_RATE_LIMIT_PER_SECOND: '1' };
const QUIET_MS = 600;

/** The next `exception` the socket receives after `send()`. */
async function exceptionAfter(client, send) {
  const before = client.received('exception').length;
  send();
  const answer = await waitFor(
    () => client.received('exception')[before],
    5000,
    'an exception event',
  );
  return answer.args[0];
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** The realtime replicas' 'refused a production message' log entries (the stack runs with rawLogs). */
const refusals = (stack) =>
  stack.logs
    .filter((line) => line.includes('refused a production message'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))));

describe('production rooms', { timeout: 300_000 }, () => {
  let stack;
  let producerToken;
  let organiserToken;
  let observerPlayer;

  before(async () => {
    stack = await startTestStack({ env: PROD_LIMITS, rawLogs: true });
    const accounts = await discordAccounts(stack);
    const login = async (role) => {
      const res = await loginWithDiscord(stack, accounts.byRole(role)[0].discord_id);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.token;
    };
    producerToken = await login('producer');
    organiserToken = await login('organiser');
    // The live match of 'main' and its Observer relationship (the first Observer: observer-1).
    const [broadcast] = (await things(stack.base, ['broadcast-main'])).body;
    const [match] = (await things(stack.base, [broadcast.live_match[0]])).body;
    const relationships = (await things(stack.base, match.player_relationships)).body;
    observerPlayer = relationships.find((r) => r.singular_name === 'Observer')?.player[0];
    assert.ok(observerPlayer, 'the demo live match has an Observer');
  });

  after(async () => {
    await stack?.close();
  });

  /** Two overlays of prod1 (one per replica), one of prod2, a producer socket associated on replica 2. */
  async function production() {
    const [first, second] = stack.socketUrls;
    const overlayA = await open(first);
    const overlayB = await open(second);
    const other = await open(first);
    assert.equal(await ask(overlayA, 'prod-join', CLIENT), true);
    assert.equal(
      await ask(overlayB, 'prod-join', CLIENT.toUpperCase()),
      true,
      'keys are case-insensitive',
    );
    assert.equal(await ask(other, 'prod-join', 'prod2'), true);
    const producer = await open(second);
    assert.equal(await ask(producer, 'prod-join', CLIENT), true);
    assert.equal(await ask(producer, 'associate_token', producerToken), true);
    const close = () => [overlayA, overlayB, other, producer].forEach((c) => c.socket.close());
    return { overlayA, overlayB, other, producer, close };
  }

  it('drops a trigger from a socket without a token, answers an exception and logs it', async () => {
    const { overlayA, overlayB, close } = await production();
    const stranger = await open(stack.socketUrls[1]);
    assert.equal(await ask(stranger, 'prod-join', CLIENT), true, 'listening needs only the key');
    const answer = await exceptionAfter(stranger, () =>
      stranger.socket.emit('prod_trigger', { trigger: 'toggle_cams' }),
    );
    assert.equal(answer.status, 'error');
    assert.equal(
      answer.message,
      'Associate a token first (associate_token) to send production messages.',
    );
    await pause(QUIET_MS);
    for (const overlay of [overlayA, overlayB])
      assert.deepEqual(overlay.received('prod_trigger'), [], 'the overlay got nothing');
    assert.ok(
      refusals(stack).some(
        (entry) =>
          entry.socket === stranger.socket.id &&
          entry.event === 'prod_trigger' &&
          entry.reason.startsWith('Associate a token first'),
      ),
      'the refusal is logged with the socket, the event and the reason',
    );
    stranger.socket.close();
    close();
  });

  it('drops a trigger from an associated user without broadcast access to the room', async () => {
    const { overlayA, close } = await production();
    const organiser = await open(stack.socketUrls[0]);
    assert.equal(await ask(organiser, 'associate_token', organiserToken), true);
    const answer = await exceptionAfter(organiser, () =>
      organiser.socket.emit('prod_trigger', { client: CLIENT, trigger: 'stop_confetti' }),
    );
    assert.equal(answer.message, 'You are not linked to this broadcast');
    await pause(QUIET_MS);
    assert.deepEqual(overlayA.received('prod_trigger'), []);
    organiser.socket.close();
    close();
  });

  it('caps the production rooms one socket may join', async () => {
    const client = await open(stack.socketUrls[0]);
    for (let i = 0; i < 16; i++) assert.equal(await ask(client, 'prod-join', `room${i}`), true);
    assert.equal(await ask(client, 'prod-join', 'room3'), true, 'a room already joined is fine');
    const answer = await exceptionAfter(client, () => client.socket.emit('prod-join', 'room16'));
    assert.equal(answer.message, 'Too many production rooms on one connection.');
    client.socket.close();
  });

  it('refuses an unknown token', async () => {
    const client = await open(stack.socketUrls[0]);
    const answer = await exceptionAfter(client, () =>
      client.socket.emit('associate_token', 'f'.repeat(64)),
    );
    assert.equal(answer.message, 'Unknown token');
    client.socket.close();
  });

  it("relays an associated producer's trigger to every overlay of the client room on both replicas", async () => {
    const { overlayA, overlayB, other, producer, close } = await production();
    assert.equal(await ask(producer, 'prod_trigger', { trigger: 'comms_enable', team: 2 }), true);
    assert.equal(await ask(producer, 'prod_trigger', { trigger: 'auto_draft', seconds: 5 }), true);
    for (const overlay of [overlayA, overlayB]) {
      await waitFor(() => overlay.received('prod_trigger').length === 2, 5000, 'both triggers');
      assert.deepEqual(
        overlay.received('prod_trigger').map((e) => e.args[0]),
        [
          { trigger: 'comms_enable', team: 2 },
          { trigger: 'auto_draft', seconds: 5 },
        ],
      );
      assert.deepEqual(
        overlay.received('comms_enable').map((e) => e.args[0]),
        [{ team: 2 }],
      );
    }
    await ask(producer, 'prod_trigger', { trigger: 'comms_disable' });
    await waitFor(() => overlayB.received('comms_disable').length === 1, 5000, 'comms_disable');
    await pause(QUIET_MS);
    assert.deepEqual(
      other.events.filter((e) => e.event.startsWith('prod') || e.event.startsWith('comms')),
      [],
      'prod2 heard nothing',
    );
    close();
  });

  it('refuses a bad payload with a readable exception and changes nothing', async () => {
    const { overlayA, overlayB, producer, close } = await production();
    const answer = await exceptionAfter(producer, () =>
      producer.socket.emit('prod_trigger', { trigger: 'comms_enable', team: 3 }),
    );
    assert.match(answer.message, /^Invalid message: /);
    const unknown = await exceptionAfter(producer, () =>
      producer.socket.emit('prod_trigger', { trigger: 'launch_rockets' }),
    );
    assert.match(unknown.message, /^Invalid message: /);
    const extra = await exceptionAfter(producer, () =>
      producer.socket.emit('obs_data_change', {
        clientName: 'PC',
        previewScene: 'a',
        programScene: 'b',
        stream_key: 'x',
      }),
    );
    assert.match(extra.message, /stream_key/, 'the unknown key is named');
    await waitFor(
      () =>
        refusals(stack).filter(
          (entry) => entry.socket === producer.socket.id && /^Invalid message: /.test(entry.reason),
        ).length === 3,
      5000,
      'the three bad payloads logged',
    );
    await pause(QUIET_MS);
    for (const overlay of [overlayA, overlayB]) {
      assert.deepEqual(overlay.received('prod_trigger'), []);
      assert.deepEqual(overlay.received('comms_enable'), []);
      assert.deepEqual(overlay.received('prod_preview_program_change'), []);
    }
    close();
  });

  it('relays prod-update to the admin (overview) socket, which asks the overlays to report', async () => {
    const { overlayA, overlayB, close } = await production();
    const admin = await open(stack.socketUrls[1]);
    assert.equal(await ask(admin, 'prod-overview-join', CLIENT), true);
    for (const overlay of [overlayA, overlayB])
      await waitFor(
        () => overlay.received('send_prod_update').length === 1,
        5000,
        'send_prod_update',
      );
    const report = {
      clientName: 'Production 1',
      component: 'Desk',
      path: '/desk',
      fullPath: '/client/prod1/desk?noStinger',
      active: true,
      visible: true,
      data: { talent: [1] },
    };
    assert.equal(await ask(overlayA, 'prod-update', report), true, 'the key alone is enough');
    const relayed = await waitFor(() => admin.received('prod-update')[0], 5000, 'prod-update');
    assert.deepEqual(relayed.args[0], { ...report, socketId: overlayA.socket.id });
    admin.socket.close();
    close();
  });

  it('delivers prod-send prod_button_reload to exactly one overlay', async () => {
    const { overlayA, overlayB, other, producer, close } = await production();
    assert.equal(
      await ask(producer, 'prod-send', {
        socketId: overlayA.socket.id,
        event: 'prod_button_reload',
      }),
      true,
    );
    await waitFor(() => overlayA.received('prod_button_reload').length === 1, 5000, 'reload');
    // A socket of another client's room cannot be reached through this one.
    const answer = await exceptionAfter(producer, () =>
      producer.socket.emit('prod-send', { socketId: other.socket.id, event: 'prod_button_reload' }),
    );
    assert.equal(answer.message, 'No overlay with that socket id is in this client room.');
    await pause(QUIET_MS);
    assert.equal(overlayA.received('prod_button_reload').length, 1);
    assert.deepEqual(overlayB.received('prod_button_reload'), []);
    assert.deepEqual(other.received('prod_button_reload'), []);
    close();
  });

  it("turns a tally producer's obs_data_change into prod_preview_program_change for client and broadcast rooms", async () => {
    const { overlayA, overlayB, producer, close } = await production();
    const broadcastOverlay = await open(stack.socketUrls[0]);
    assert.equal(await ask(broadcastOverlay, 'prod-broadcast-join', 'main'), true);
    assert.equal(
      await ask(producer, 'obs_data_change', {
        clientName: 'Producer PC',
        previewScene: 'Replay',
        programScene: 'Obs 1',
      }),
      true,
    );
    const expected = {
      emitSource: 'Producer PC',
      broadcastKey: 'main',
      clientSource: CLIENT,
      previewScene: 'Replay',
      programScene: 'Obs 1',
      tally: [
        { person: 'replay_producer', player: null, state: 'preview' },
        { person: 'observer-1', player: observerPlayer, state: 'live' },
      ],
    };
    for (const overlay of [overlayA, overlayB, broadcastOverlay]) {
      const change = await waitFor(
        () => overlay.received('prod_preview_program_change')[0],
        5000,
        'prod_preview_program_change',
      );
      assert.deepEqual(change.args[0], expected);
    }
    // pip_announce marks observer 2 LIVE and is relayed too.
    assert.equal(await ask(producer, 'pip_announce', { observer: 2, active: true }), true);
    const pip = await waitFor(
      () => broadcastOverlay.received('prod_preview_program_change')[1],
      5000,
      'the tally after pip_announce',
    );
    assert.deepEqual(
      pip.args[0].tally.map((e) => [e.person, e.state]),
      [
        ['replay_producer', 'preview'],
        ['observer-1', 'live'],
        ['observer-2', 'live'],
      ],
    );
    assert.deepEqual(broadcastOverlay.received('pip_announce')[0].args[0], {
      observer: 2,
      active: true,
    });
    broadcastOverlay.socket.close();
    close();
  });

  it('refuses production messages beyond the socket budget with a readable exception', async () => {
    const { overlayA, close } = await production();
    const admin = await open(stack.socketUrls[1]);
    await ask(admin, 'prod-overview-join', CLIENT);
    const report = {
      clientName: null,
      component: 'Clock',
      path: '/clock',
      fullPath: '/client/prod1/clock',
      active: false,
      visible: false,
    };
    for (let i = 0; i < 45; i++) overlayA.socket.emit('prod-update', report);
    const answer = await waitFor(() => overlayA.received('exception')[0], 5000, 'an exception');
    assert.equal(answer.args[0].message, 'Too many production messages. Please slow down.');
    await pause(QUIET_MS);
    const relayed = admin.received('prod-update').length;
    assert.ok(relayed >= 38 && relayed <= 41, `about the budget was relayed (${relayed})`);
    admin.socket.close();
    close();
  });

  it('lists transmitters in special:streams for crew only, without the stream key, and drops them', async () => {
    const [first, second] = stack.socketUrls;
    const crew = await open(first);
    assert.equal(await ask(crew, 'prod-join', CLIENT), true);
    assert.equal(await ask(crew, 'associate_token', producerToken), true);
    crew.socket.emit('subscribe', 'special:streams');
    const streamsOf = (client) =>
      client.received('data_update').filter((e) => e.args[0] === 'special:streams');
    await waitFor(() => streamsOf(crew).length === 1, 5000, 'the first special:streams');
    assert.deepEqual(streamsOf(crew)[0].args[1].streams, []);
    const stranger = await open(first);
    assert.equal(await ask(stranger, 'prod-join', CLIENT), true);
    stranger.socket.emit('subscribe', 'special:streams');
    await waitFor(() => streamsOf(stranger).length === 1, 5000, 'the public answer');
    assert.deepEqual(streamsOf(stranger)[0].args[1], { __id: 'special:streams' });

    const transmitter = await open(second);
    assert.equal(await ask(transmitter, 'associate_token', producerToken), true);
    const status = {
      client: CLIENT,
      clientName: 'Producer PC',
      status: { outputActive: true, outputDuration: 1000 },
      settings: {
        service: 'Twitch',
        server: 'rtmp://live.twitch.tv/app',
        key: 'live_123_very_secret',
        video: { outputWidth: 1920, outputHeight: 1080 },
      },
      scenes: { preview: 'Obs 1', program: 'Desk' },
    };
    assert.equal(await ask(transmitter, 'obs_stream_status', status), true);
    const listed = await waitFor(
      () => streamsOf(crew).find((e) => e.args[1].streams.length === 1),
      5000,
      'the transmitter listed',
    );
    assert.deepEqual(listed.args[1].streams, [
      {
        clientName: 'Producer PC',
        client: CLIENT,
        socketId: transmitter.socket.id,
        scenes: { preview: 'Obs 1', program: 'Desk' },
        status: { outputActive: true, outputDuration: 1000 },
        settings: {
          service: 'Twitch',
          server: 'rtmp://live.twitch.tv/app',
          video: { outputWidth: 1920, outputHeight: 1080 },
        },
      },
    ]);
    assert.ok(!JSON.stringify(crew.events).includes('live_123_very_secret'), 'never the key');

    // Only outputDuration changed: nothing is published.
    const count = streamsOf(crew).length;
    await pause(1100);
    await ask(transmitter, 'obs_stream_status', {
      ...status,
      status: { outputActive: true, outputDuration: 2000 },
    });
    await pause(1300);
    assert.equal(streamsOf(crew).length, count, 'no publish for outputDuration alone');

    // A second transmitter, then obs_disconnect of one and the socket loss of the other.
    const second2 = await open(first);
    assert.equal(await ask(second2, 'associate_token', producerToken), true);
    await ask(second2, 'obs_data_change', {
      client: CLIENT,
      clientName: 'Observer PC',
      previewScene: null,
      programScene: 'Game 1',
    });
    await waitFor(
      () => streamsOf(crew).at(-1).args[1].streams.length === 2,
      5000,
      'two transmitters',
    );
    await ask(second2, 'obs_disconnect', { client: CLIENT, clientName: 'Observer PC' });
    await waitFor(
      () =>
        streamsOf(crew)
          .at(-1)
          .args[1].streams.map((s) => s.clientName)
          .join() === 'Producer PC',
      5000,
      'obs_disconnect drops the transmitter',
    );
    transmitter.socket.close();
    await waitFor(
      () => streamsOf(crew).at(-1).args[1].streams.length === 0,
      5000,
      'socket loss drops the transmitter',
    );
    assert.equal(streamsOf(stranger).length, 1, 'the public socket never got the list');
    for (const c of [crew, stranger, second2]) c.socket.close();
  });
});
