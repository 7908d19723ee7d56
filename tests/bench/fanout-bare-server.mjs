// The bare baseline of bench:fanout (fanout.mjs forks this): a plain Socket.IO server (the socket.io that
// realtime-svc uses, same version) doing the same write and emit as realtime-svc, with nothing else: sockets join
// one room per id they subscribe to, and an open-loop timer writes the hot record (custom_name = "fanout <seq>
// <intended send time>") and emits data_update(id, record) to its room at the intended times.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL(`file://${process.env.REALTIME_APP_DIR}/package.json`));
const { Server } = require('socket.io');

const nowMs = () => performance.timeOrigin + performance.now();
const http = createServer();
const io = new Server(http, {
  path: '/socket.io',
  serveClient: false,
  transports: ['polling', 'websocket'],
});
const room = (id) => `rec:${id}`;
io.on('connection', (socket) => {
  socket.on('subscribe', (id) => typeof id === 'string' && socket.join(room(id)));
  socket.on('unsubscribe', (id) => typeof id === 'string' && socket.leave(room(id)));
  socket.on('subscribe-multiple', (ids) => Array.isArray(ids) && socket.join(ids.map(room)));
});

const records = new Map();
let timer = null;

/** Open loop: update i is due at start + i / rate, whatever happened to the ones before. */
function startUpdates({ hotId, record, rate, startAt }) {
  records.set(hotId, record);
  const interval = 1000 / rate;
  let seq = 0;
  const tick = () => {
    const due = startAt + seq * interval;
    const data = { ...records.get(hotId), custom_name: `fanout ${seq} ${due.toFixed(3)}` };
    records.set(hotId, data);
    io.to(room(hotId)).emit('data_update', hotId, { ...data, __id: hotId });
    seq++;
    timer = setTimeout(tick, Math.max(0, startAt + seq * interval - nowMs()));
  };
  timer = setTimeout(tick, Math.max(0, startAt - nowMs()));
}

process.on('message', (msg) => {
  if (msg.type === 'start-updates') startUpdates(msg);
  else if (msg.type === 'stop-updates') {
    clearTimeout(timer);
    process.send({ type: 'stopped' });
  } else if (msg.type === 'exit') io.close(() => process.exit(0));
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
