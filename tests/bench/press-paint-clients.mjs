// The sockets of bench:press (press-paint.mjs forks this twice): one process holds the overlay sockets in production
// rooms (the shell's prod-join / prod-broadcast-join plus the records an overlay shows) and one producer socket that
// associates its token and sends prod_trigger open loop, as OBS sources and a dashboard would, apart from the
// viewers; the other holds the viewer sockets (the 20 ids a page holds), so their traffic never delays an overlay's
// receiving.
// Recorded: the delay of every hot-record data_update from the intended send time of its press (embedded in
// custom_name: "press <seq> <epoch ms>"), apart for overlays and viewers; and, per overlay socket, the delay of the
// k-th prod_trigger from the k-th intended send time (one sender, and Socket.IO keeps a sender's order).
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { pct } from './bench-kit.mjs';

const nowMs = () => performance.timeOrigin + performance.now();
/** Loopback addresses the sockets open from (Linux routes all of 127.0.0.0/8 to lo). */
const ADDRESSES = 50;

let overlays = [];
let viewers = [];
let producer = null;
let hotId = null;
let window = null;
let triggerTimer = null;
let triggerDue = [];
const samples = { overlay: [], viewer: [], trigger: [] };
let triggerArrivals = 0;
let malformed = 0;

function onUpdate(kind) {
  return (id, data) => {
    if (!window || id !== hotId) return;
    const m = /^press (\d+) ([\d.]+)$/.exec(data?.custom_name ?? '');
    if (!m) {
      malformed++;
      return;
    }
    const due = Number(m[2]);
    if (due >= window.from && due < window.to) samples[kind].push(nowMs() - due);
  };
}

function open(url, i, transports) {
  return io(url, {
    transports,
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
    localAddress: `127.0.0.${2 + (i % ADDRESSES)}`,
  });
}

/** Resolves once the socket has the hot record's snapshot (it then receives every later update). */
function subscribe(socket, ids) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    const onSnapshot = (id) => {
      if (id !== hotId) return;
      clearTimeout(timer);
      socket.off('data_update', onSnapshot);
      resolve(true);
    };
    socket.on('data_update', onSnapshot);
    socket.emit('subscribe-multiple', ids);
  });
}

function connected(socket) {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', (error) => {
      console.error(`press clients: ${error.message}`);
      resolve(false);
    });
  });
}

async function connectOverlay({ url, i, room, ids, transports }) {
  const socket = open(url, i, transports);
  socket.on('data_update', onUpdate('overlay'));
  socket.triggers = 0;
  socket.on('prod_trigger', () => {
    const k = socket.triggers++;
    triggerArrivals++;
    const due = triggerDue[k];
    if (window && due !== undefined && due >= window.from && due < window.to)
      samples.trigger.push(nowMs() - due);
  });
  if (!(await connected(socket))) return null;
  socket.emit(room.event, room.key);
  return (await subscribe(socket, ids)) ? socket : null;
}

async function connectAll(msg) {
  const started = nowMs();
  hotId = msg.hotId;
  const overlayJobs = msg.overlayRooms.flatMap((room, g) =>
    Array.from({ length: msg.overlaysPerRoom }, (_, j) => {
      const i = g * msg.overlaysPerRoom + j;
      return () =>
        connectOverlay({
          url: msg.overlayUrls[i % msg.overlayUrls.length],
          i,
          room,
          ids: msg.overlayIds,
          transports: msg.transports,
        });
    }),
  );
  overlays = (await Promise.all(overlayJobs.map((job) => job()))).filter(Boolean);
  let next = 0;
  const connectViewer = async (i) => {
    const socket = open(msg.viewerUrls[i % msg.viewerUrls.length], i, msg.transports);
    socket.on('data_update', onUpdate('viewer'));
    if ((await connected(socket)) && (await subscribe(socket, msg.viewerIds))) viewers.push(socket);
    else socket.close();
  };
  await Promise.all(
    Array.from({ length: Math.min(50, msg.viewers) }, async () => {
      while (next < msg.viewers) await connectViewer(next++);
    }),
  );
  if (msg.token) await connectProducer(msg);
  return {
    overlays: overlays.length,
    viewers: viewers.length,
    associated: producer ? producer.associated : null,
    ms: nowMs() - started,
  };
}

/** The producer: a dashboard's socket, associated with its token, in the client room it triggers. */
async function connectProducer(msg) {
  producer = open(msg.producerUrl, 0, msg.transports);
  await connected(producer);
  const associated = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 10_000);
    producer.once('token_associated', () => {
      clearTimeout(timer);
      resolve(true);
    });
    producer.once('exception', (e) => console.error(`producer: ${JSON.stringify(e)}`));
  });
  producer.emit('associate_token', msg.token);
  producer.emit('prod-join', msg.clientKey);
  producer.associated = await associated;
}

function startTriggers({ rate, startAt, trigger }) {
  triggerDue = [];
  for (const o of overlays) o.triggers = 0;
  let seq = 0;
  const tick = () => {
    triggerDue.push(startAt + seq * (1000 / rate));
    producer.emit('prod_trigger', trigger);
    seq++;
    triggerTimer = setTimeout(tick, Math.max(0, startAt + seq * (1000 / rate) - nowMs()));
  };
  triggerTimer = setTimeout(tick, Math.max(0, startAt - nowMs()));
}

function summary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    n: sorted.length,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    p999: pct(sorted, 99.9),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    process.send({ type: 'connected', ...(await connectAll(msg)) });
  } else if (msg.type === 'measure') {
    for (const key of Object.keys(samples)) samples[key] = [];
    triggerArrivals = 0;
    malformed = 0;
    window = { from: msg.from, to: msg.to };
    if (producer) startTriggers(msg.triggers);
    process.send({ type: 'measuring' });
  } else if (msg.type === 'stop-triggers') {
    clearTimeout(triggerTimer);
    process.send({ type: 'triggers-stopped', sent: triggerDue.length });
  } else if (msg.type === 'count') {
    process.send({
      type: 'counted',
      overlay: samples.overlay.length,
      viewer: samples.viewer.length,
      trigger: samples.trigger.length,
    });
  } else if (msg.type === 'report') {
    window = null;
    process.send({
      type: 'report',
      overlay: summary(samples.overlay),
      viewer: summary(samples.viewer),
      trigger: summary(samples.trigger),
      triggerArrivals,
      triggersSent: triggerDue.length,
      malformed,
      connected: {
        overlays: overlays.filter((s) => s.connected).length,
        viewers: viewers.filter((s) => s.connected).length,
      },
    });
  } else if (msg.type === 'disconnect') {
    for (const socket of [...overlays, ...viewers, producer]) socket?.close();
    overlays = [];
    viewers = [];
    producer = null;
    process.send({ type: 'disconnected' });
  } else if (msg.type === 'exit') {
    process.exit(0);
  }
});
process.send({ type: 'ready' });
