// The clients of bench:reconnect (reconnect.mjs forks this): N Socket.IO sockets in their own process, reconnecting
// as the web's do (socket.io-client's own backoff: 1 s, up to 5 s, ±50 %), each subscribing to the same ids on every
// connect (as the web's thing store re-sends subscribe-multiple after a reconnect). A socket counts as resubscribed
// when the hot record's snapshot arrives after its reconnect; it is stale when the last hot version it saw is older
// than the last one written (custom_name "reconnect <seq>").
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { pct } from './bench-kit.mjs';

const nowMs = () => performance.timeOrigin + performance.now();
const ADDRESSES = 50;
let sockets = [];
let hotId = null;
/** Per socket: the last hot seq seen, whether it dropped, and when it got its snapshot back after the kill. */
let state = [];
let killedAt = null;

const seqOf = (data) => {
  const match = /^reconnect (\d+)$/.exec(data?.custom_name ?? '');
  return match ? Number(match[1]) : -1;
};

async function connectAll({ url, count: n, ids, concurrency = 50 }) {
  let failures = 0;
  let next = 0;
  const one = (i) =>
    new Promise((resolve) => {
      const entry = { seq: -1, dropped: false, back: null, resolved: false };
      state.push(entry);
      const socket = io(url, {
        transports: ['websocket'],
        forceNew: true,
        timeout: 20_000,
        localAddress: `127.0.0.${2 + (i % ADDRESSES)}`,
      });
      let awaitingSnapshot = false;
      socket.on('connect', () => {
        awaitingSnapshot = true;
        socket.emit('subscribe-multiple', ids);
      });
      socket.on('data_update', (id, data) => {
        if (id !== hotId) return;
        entry.seq = Math.max(entry.seq, seqOf(data));
        if (awaitingSnapshot) {
          awaitingSnapshot = false;
          if (!entry.resolved) {
            entry.resolved = true;
            resolve();
          }
          if (entry.dropped && entry.back === null && killedAt !== null) entry.back = nowMs();
        }
      });
      socket.on('disconnect', () => {
        if (killedAt !== null || entry.resolved) entry.dropped = true;
      });
      socket.once('connect_error', (error) => {
        if (entry.resolved) return;
        failures++;
        if (failures <= 3) console.error(`socket ${i}: ${error.message}`);
        entry.resolved = true;
        resolve();
      });
      sockets.push(socket);
    });
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await one(next++);
    }),
  );
  return { connected: sockets.filter((s) => s.connected).length, failures };
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    hotId = msg.hotId;
    process.send({ type: 'connected', ...(await connectAll(msg)) });
  } else if (msg.type === 'killed') {
    killedAt = msg.at;
    process.send({ type: 'noted' });
  } else if (msg.type === 'progress') {
    process.send({
      type: 'progress',
      dropped: state.filter((s) => s.dropped).length,
      back: state.filter((s) => s.dropped && s.back !== null).length,
    });
  } else if (msg.type === 'report') {
    const dropped = state.filter((s) => s.dropped);
    const times = dropped
      .filter((s) => s.back !== null)
      .map((s) => s.back - killedAt)
      .sort((a, b) => a - b);
    const at = (share) => {
      const needed = Math.ceil(dropped.length * share);
      return needed === 0 ? 0 : needed <= times.length ? times[needed - 1] : NaN;
    };
    process.send({
      type: 'report',
      sockets: state.length,
      dropped: dropped.length,
      back: times.length,
      p95Ms: at(0.95),
      p100Ms: at(1),
      medianMs: pct(times, 50),
      stale: state.filter((s) => s.seq < msg.finalSeq).length,
      connected: sockets.filter((s) => s.connected).length,
    });
  } else if (msg.type === 'disconnect') {
    for (const socket of sockets) socket.close();
    sockets = [];
    state = [];
    killedAt = null;
    process.send({ type: 'disconnected' });
  } else if (msg.type === 'exit') {
    process.exit(0);
  }
});
process.send({ type: 'ready' });
