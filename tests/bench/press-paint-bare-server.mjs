// The bare baseline of bench:press (press-paint.mjs forks it): a plain Socket.IO server (realtime-svc's socket.io,
// same version and transports) doing what the product does for a press with nothing else around it. Sockets join
// record rooms (subscribe-multiple, answered with the current data) and production rooms (prod-join, prod-broadcast-
// join); associate_token is accepted without a check; prod_trigger is relayed to the sender's client room. A press is
// `POST /update {id, custom_name}`: one UPDATE … RETURNING of the record's row in Postgres (a table of its own in
// the stack's database), then data_update(id, record) to its room, then the answer.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL(`file://${process.env.REALTIME_APP_DIR}/package.json`));
const { Server } = require('socket.io');
const pool = new (await import('pg')).default.Pool({
  connectionString: process.env.BARE_DATABASE_URL,
  max: 4,
});
const TABLE = 'press_bare_records';

const records = new Map();
const recordRoom = (id) => `rec:${id}`;
const payload = (id) => ({ ...records.get(id), __id: id });

async function update(id, customName) {
  const { rows } = await pool.query(
    `UPDATE ${TABLE} SET data = jsonb_set(data, '{custom_name}', to_jsonb($2::text)) WHERE id = $1 RETURNING data`,
    [id, customName],
  );
  if (!rows[0]) return false;
  records.set(id, rows[0].data);
  io.local.to(recordRoom(id)).emit('data_update', id, payload(id));
  return true;
}

const http = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/update') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const { id, custom_name: customName } = JSON.parse(body);
      const ok = await update(id, customName);
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' }).end('{"error":false}');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
const io = new Server(http, {
  path: '/socket.io',
  serveClient: false,
  transports: ['polling', 'websocket'],
});
io.on('connection', (socket) => {
  socket.on('subscribe-multiple', (ids) => {
    if (!Array.isArray(ids)) return;
    socket.join(ids.map(recordRoom));
    for (const id of ids) if (records.has(id)) socket.emit('data_update', id, payload(id));
  });
  socket.on('prod-join', (key) => {
    if (typeof key !== 'string') return;
    socket.data.client = key.toLowerCase();
    socket.join(`prod:client-${socket.data.client}`);
  });
  socket.on('prod-broadcast-join', (key) => {
    if (typeof key === 'string') socket.join(`prod:broadcast-${key}`);
  });
  socket.on('associate_token', () => socket.emit('token_associated', {}));
  socket.on('prod_trigger', (trigger) => {
    if (socket.data.client)
      io.local.to(`prod:client-${socket.data.client}`).emit('prod_trigger', trigger);
  });
});

process.on('message', async (msg) => {
  if (msg.type === 'record') {
    records.set(msg.id, msg.record);
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (id text PRIMARY KEY, data jsonb NOT NULL)`,
    );
    await pool.query(
      `INSERT INTO ${TABLE} (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = $2`,
      [msg.id, msg.record],
    );
    process.send({ type: 'recorded' });
  } else if (msg.type === 'exit') {
    await pool.end();
    io.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  }
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
