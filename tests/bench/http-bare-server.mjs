// The bare baseline of bench:http (http-compare.mjs forks it): node:http and pg with nothing else, against the same
// Postgres. `POST /things {ids}`: the records of the ids from the same read model (match.records), each as the read
// path answers it (`{...data, __id}` built by Postgres, as readJson does), joined into one JSON array.
// `POST /update {id, custom_name}`: one UPDATE of a match row in a copy of the matches it was given (a table of its
// own, so the product's rows are never touched).
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
const BARE_TABLE = process.env.BARE_TABLE ?? 'bench_bare_matches';

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const server = createServer(async (req, res) => {
  try {
    const body = JSON.parse(await readBody(req));
    if (req.method === 'POST' && req.url === '/things') {
      const ids = String(body.ids ?? '').split(',');
      const { rows } = await pool.query(
        `SELECT (data || jsonb_build_object('__id', id))::text AS text FROM match.records WHERE id = ANY($1)`,
        [ids],
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${rows.map((r) => r.text).join(',')}]`);
    } else if (req.method === 'POST' && req.url === '/update') {
      const { rowCount } = await pool.query(
        `UPDATE ${BARE_TABLE} SET custom_name = $2 WHERE id = $1`,
        [body.id, body.custom_name],
      );
      res.writeHead(rowCount ? 200 : 404, { 'content-type': 'application/json' });
      res.end('{"error":false}');
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
process.on('message', (msg) => {
  if (msg.type === 'exit') server.close(() => pool.end().then(() => process.exit(0)));
});
