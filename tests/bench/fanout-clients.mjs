// The clients of bench:fanout (fanout.mjs forks this): N Socket.IO sockets in their own process, each
// subscribing to the same ids (one hot match among them), recording the delay of every hot-match data_update
// from the send time the publisher intended (embedded in custom_name: "fanout <seq> <epoch ms>").
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const nowMs = () => performance.timeOrigin + performance.now();
let sockets = [];
let hotId = null;
let measuring = false;
let samples = new Float64Array(1 << 20);
let count = 0;
let seqs = new Set();
let malformed = 0;

function record(value) {
  if (count === samples.length) {
    const bigger = new Float64Array(samples.length * 2);
    bigger.set(samples);
    samples = bigger;
  }
  samples[count++] = value;
}

function onUpdate(id, data) {
  if (!measuring || id !== hotId) return;
  const match = /^fanout (\d+) ([\d.]+)$/.exec(data?.custom_name ?? '');
  if (!match) {
    malformed++;
    return;
  }
  seqs.add(Number(match[1]));
  record(nowMs() - Number(match[2]));
}

async function connectAll({ urls, count: n, ids, transports, concurrency = 100 }) {
  const started = nowMs();
  let failures = 0;
  let next = 0;
  const one = (i) =>
    new Promise((resolve) => {
      const socket = io(urls[i % urls.length], {
        transports,
        forceNew: true,
        reconnection: false,
        timeout: 60_000,
      });
      socket.on('data_update', onUpdate);
      socket.once('connect', () => {
        socket.emit('subscribe-multiple', ids);
        resolve();
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
  return { connected: sockets.filter((s) => s.connected).length, failures, ms: nowMs() - started };
}

const pct = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    hotId = msg.hotId;
    process.send({ type: 'connected', ...(await connectAll(msg)) });
  } else if (msg.type === 'measure-start') {
    samples = new Float64Array(1 << 20);
    count = 0;
    seqs = new Set();
    malformed = 0;
    measuring = true;
    process.send({ type: 'measuring' });
  } else if (msg.type === 'measure-stop') {
    measuring = false;
    const sorted = samples.subarray(0, count).sort();
    process.send({
      type: 'report',
      deliveries: count,
      updates: seqs.size,
      malformed,
      connected: sockets.filter((s) => s.connected).length,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
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
