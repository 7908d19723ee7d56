// The clients of bench:fanout (fanout.mjs forks this): N Socket.IO sockets in their own process, each subscribing
// to the same ids (one hot match among them), recording the delay of every hot-match data_update from the send
// time the publisher intended (embedded in custom_name: "fanout <seq> <epoch ms>"). Sockets open from a spread of
// loopback addresses (127.0.0.2 …), as many browsers would: per-address stickiness (the old gateway proxy) then
// spreads them over the replicas as it would in production.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { pct } from './bench-kit.mjs';

const nowMs = () => performance.timeOrigin + performance.now();
/** Loopback addresses the sockets open from (Linux routes all of 127.0.0.0/8 to lo). */
const ADDRESSES = 50;
let sockets = [];
let hotId = null;
let samples = new Float64Array(1 << 20);
let count = 0;
let seqs = new Set();
let malformed = 0;
let disconnects = 0;

function record(value) {
  if (count === samples.length) {
    const bigger = new Float64Array(samples.length * 2);
    bigger.set(samples);
    samples = bigger;
  }
  samples[count++] = value;
}

/** Updates due in [window.from, window.to) are measured, whenever they arrive (open loop: late ones count). */
let window = null;

function onUpdate(id, data) {
  if (!window || id !== hotId) return;
  const match = /^fanout (\d+) ([\d.]+)$/.exec(data?.custom_name ?? '');
  if (!match) {
    malformed++;
    return;
  }
  const due = Number(match[2]);
  if (due < window.from || due >= window.to) return;
  seqs.add(Number(match[1]));
  record(nowMs() - due);
}

async function connectAll({ urls, count: n, ids, transports, concurrency = 50 }) {
  const started = nowMs();
  let failures = 0;
  let noSnapshot = 0;
  let next = 0;
  const one = (i) =>
    new Promise((resolve) => {
      const socket = io(urls[i % urls.length], {
        transports,
        forceNew: true,
        reconnection: false,
        timeout: 60_000,
        localAddress: `127.0.0.${2 + (i % ADDRESSES)}`,
      });
      socket.on('data_update', onUpdate);
      socket.once('connect', () => {
        // Subscribed once the server acknowledged it with the current data of the hot record.
        const timer = setTimeout(() => {
          noSnapshot++;
          socket.off('data_update', onSnapshot);
          resolve();
        }, 30_000);
        const onSnapshot = (id) => {
          if (id !== hotId) return;
          clearTimeout(timer);
          socket.off('data_update', onSnapshot);
          resolve();
        };
        socket.on('data_update', onSnapshot);
        socket.emit('subscribe-multiple', ids);
      });
      socket.once('disconnect', () => {
        if (window) disconnects++;
      });
      socket.once('connect_error', (error) => {
        failures++;
        if (failures <= 3) console.error(`socket ${i}: ${error.message}`);
        resolve();
      });
      sockets.push(socket);
    });
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await one(next++);
    }),
  );
  return {
    connected: sockets.filter((s) => s.connected).length,
    failures,
    noSnapshot,
    ms: nowMs() - started,
  };
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    hotId = msg.hotId;
    process.send({ type: 'connected', ...(await connectAll(msg)) });
  } else if (msg.type === 'measure') {
    samples = new Float64Array(1 << 20);
    count = 0;
    seqs = new Set();
    malformed = 0;
    disconnects = 0;
    window = { from: msg.from, to: msg.to };
    process.send({ type: 'measuring' });
  } else if (msg.type === 'count') {
    process.send({ type: 'counted', deliveries: count });
  } else if (msg.type === 'report') {
    window = null;
    const sorted = samples.subarray(0, count).sort();
    process.send({
      type: 'report',
      deliveries: count,
      updates: seqs.size,
      malformed,
      disconnects,
      connected: sockets.filter((s) => s.connected).length,
      p50: pct(sorted, 50),
      p99: pct(sorted, 99),
      p999: pct(sorted, 99.9),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
    });
  } else if (msg.type === 'disconnect') {
    for (const socket of sockets) socket.close();
    sockets = [];
    process.send({ type: 'disconnected' });
  } else if (msg.type === 'exit') {
    process.exit(0);
  }
});
process.send({ type: 'ready' });
