// The bare baseline of bench:reconnect (reconnect.mjs forks this): a plain Socket.IO server (realtime-svc's
// socket.io) with the same handler as bench:fanout's bare server — sockets join a room per id and get the current
// data of the ids it holds — fed the way realtime-svc is fed, from outside the process: it loads the records from
// Postgres when it starts (as realtime-svc reads the owners) and LISTENs for the writer's notifications (as
// realtime-svc consumes JetStream), emitting each written record to its room. Killed and restarted by the driver.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(new URL(`file://${process.env.REALTIME_APP_DIR}/package.json`));
const { Server } = require('socket.io');
export const TABLE = 'reconnect_bare_records';
export const CHANNEL = 'reconnect_bare';
const client = new pg.Client({ connectionString: process.env.BARE_DATABASE_URL });
await client.connect();
const records = new Map();
const room = (id) => `rec:${id}`;
const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, transports: ['websocket'] });
const toPayload = (id) => ({ ...records.get(id), __id: id });
client.on('notification', (note) => {
  const { id, data } = JSON.parse(note.payload);
  records.set(id, data);
  io.to(room(id)).emit('data_update', id, toPayload(id));
});
await client.query(`LISTEN ${CHANNEL}`);
for (const row of (await client.query(`SELECT id, data FROM ${TABLE}`)).rows)
  records.set(row.id, row.data);
io.on('connection', (socket) => {
  socket.on('subscribe-multiple', (ids) => {
    if (!Array.isArray(ids)) return;
    socket.join(ids.map(room));
    for (const id of ids) if (records.has(id)) socket.emit('data_update', id, toPayload(id));
  });
});
process.on('message', (msg) => {
  if (msg.type === 'exit') io.close(() => process.exit(0));
});
http.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.send({ type: 'listening' }));
