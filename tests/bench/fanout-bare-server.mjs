// The bare baseline of bench:fanout (fanout.mjs forks this): a plain Socket.IO server (the socket.io realtime-svc
// uses, same version and transports) doing the same write and emit as the product, with nothing else: sockets join
// one room per id they subscribe to and get the current data of the ids it holds (as realtime-svc answers
// subscribe-multiple), and an open-loop timer, at each update's intended send time, writes the hot record
// (custom_name = "fanout <seq> <intended send time>") and emits data_update(id, record) to its room.
// The write: with BARE_DATABASE_URL, an UPDATE of the record's row in Postgres (a table of its own in the stack's
// database) RETURNING the record, which is what gets emitted; without it, in memory.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL(`file://${process.env.REALTIME_APP_DIR}/package.json`));
const { Server } = require('socket.io');
const DATABASE_URL = process.env.BARE_DATABASE_URL;
const TABLE = 'fanout_bare_records';
const pool = DATABASE_URL
  ? new (await import('pg')).default.Pool({ connectionString: DATABASE_URL, max: 4 })
  : null;

const nowMs = () => performance.timeOrigin + performance.now();
const http = createServer();
const io = new Server(http, {
  path: '/socket.io',
  serveClient: false,
  transports: ['polling', 'websocket'],
  maxHttpBufferSize: 1_100_000,
});
const room = (id) => `rec:${id}`;
const records = new Map();
const toPayload = (id) => ({ ...records.get(id), __id: id });
io.on('connection', (socket) => {
  socket.on('subscribe', (id) => {
    if (typeof id !== 'string') return;
    socket.join(room(id));
    if (records.has(id)) socket.emit('data_update', id, toPayload(id));
  });
  socket.on('unsubscribe', (id) => typeof id === 'string' && socket.leave(room(id)));
  socket.on('subscribe-multiple', (ids) => {
    if (!Array.isArray(ids)) return;
    socket.join(ids.map(room));
    for (const id of ids) if (records.has(id)) socket.emit('data_update', id, toPayload(id));
  });
});

let timer = null;

/** Open loop: update i is due at start + i / rate, whatever happened to the ones before. */
function startUpdates({ hotId, rate, startAt }) {
  const interval = 1000 / rate;
  let seq = 0;
  const tick = () => {
    const due = startAt + seq * interval;
    const customName = `fanout ${seq} ${due.toFixed(3)}`;
    if (pool) {
      // Each update on its own, as requests would come: write, then emit what was written.
      pool
        .query(
          `UPDATE ${TABLE} SET data = jsonb_set(data, '{custom_name}', to_jsonb($2::text)) WHERE id = $1 RETURNING data`,
          [hotId, customName],
        )
        .then(
          ({ rows }) => {
            records.set(hotId, rows[0].data);
            io.local.to(room(hotId)).emit('data_update', hotId, toPayload(hotId));
          },
          (error) => console.error(`bare write failed: ${error.message}`),
        );
    } else {
      records.set(hotId, { ...records.get(hotId), custom_name: customName });
      io.local.to(room(hotId)).emit('data_update', hotId, toPayload(hotId));
    }
    seq++;
    timer = setTimeout(tick, Math.max(0, startAt + seq * interval - nowMs()));
  };
  timer = setTimeout(tick, Math.max(0, startAt - nowMs()));
}

process.on('message', async (msg) => {
  if (msg.type === 'record') {
    records.set(msg.id, msg.record);
    await pool?.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (id text PRIMARY KEY, data jsonb NOT NULL)`,
    );
    await pool?.query(
      `INSERT INTO ${TABLE} (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = $2`,
      [msg.id, msg.record],
    );
    process.send({ type: 'recorded' });
  } else if (msg.type === 'start-updates') startUpdates(msg);
  else if (msg.type === 'stop-updates') {
    clearTimeout(timer);
    process.send({ type: 'stopped', sent: NaN, failed: 0 });
  } else if (msg.type === 'exit') {
    await pool?.end();
    io.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  }
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
