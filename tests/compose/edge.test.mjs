// The compose edge (issue 11 item 1): nginx is the only public port, /socket.io/ goes straight to the realtime
// replicas (sticky, websocket upgrade), everything else to the gateways, and the services trust only its address.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as ioClient } from 'socket.io-client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const nginxConf = readFileSync(path.join(ROOT, 'deploy/edge/nginx.conf'), 'utf8');
const nginx =
  spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() ||
  (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');
const NO_NGINX = 'nginx is not installed (apt-get install nginx-light)';
// The Socket.IO server realtime-svc runs (its own dependency), for the replica stand-ins.
const { Server: SocketIoServer } = createRequire(path.join(ROOT, 'apps/realtime-svc/package.json'))(
  'socket.io',
);

/** The text of each top-level service of docker-compose.yml (two-space-indented keys under `services:`). */
function services() {
  const body = compose.slice(compose.indexOf('\nservices:\n') + '\nservices:'.length);
  const end = body.search(/\n[a-z]/); // the next top-level key (volumes:, networks:)
  const block = end > 0 ? body.slice(0, end + 1) : body;
  const out = new Map();
  for (const part of block.split(/\n(?= {2}[a-z0-9-]+:\n)/)) {
    const name = /^ {2}([a-z0-9-]+):\n/.exec(part)?.[1];
    if (name) out.set(name, part);
  }
  return out;
}

/** The body of an nginx block that starts with `head` (e.g. `location /socket.io/`). */
function nginxBlock(head) {
  const start = nginxConf.indexOf(`${head} {`);
  assert.ok(start >= 0, `nginx.conf has a "${head}" block`);
  let depth = 0;
  for (let i = nginxConf.indexOf('{', start); i < nginxConf.length; i++) {
    if (nginxConf[i] === '{') depth++;
    if (nginxConf[i] === '}' && --depth === 0) return nginxConf.slice(start, i + 1);
  }
  throw new Error(`unbalanced block ${head}`);
}

describe('compose edge', () => {
  it('publishes only the edge: gateways and realtime replicas have no host ports', () => {
    const all = services();
    for (const name of ['edge', 'gateway', 'realtime-1', 'realtime-2', 'realtime-production']) {
      assert.ok(all.has(name), `docker-compose.yml has a ${name} service`);
    }
    const published = [...all].filter(([, text]) => /\n {4}ports:/.test(text)).map(([n]) => n);
    assert.deepEqual(published, ['edge']);
    assert.match(all.get('edge'), /image: nginx:\d+\.\d+\.\d+-alpine/, 'a pinned nginx image');
    assert.match(all.get('edge'), /deploy\/edge\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
  });

  it('lets the gateways and realtime replicas trust only the edge for X-Forwarded-For', () => {
    const all = services();
    const edgeIp = /ipv4_address: ([\d.]+)/.exec(all.get('edge'))?.[1];
    assert.ok(edgeIp, 'the edge has a fixed address');
    for (const name of ['gateway', 'realtime-1', 'realtime-2', 'realtime-production']) {
      assert.match(
        all.get(name),
        new RegExp(`TRUST_PROXY: ${edgeIp.replaceAll('.', '\\.')}\\n`),
        name,
      );
    }
    assert.doesNotMatch(
      all.get('gateway'),
      /\n\s+REALTIME_(PUBLIC_)?URLS:/,
      'the page uses its own origin',
    );
  });

  it('routes /socket.io/ to the realtime replicas, sticky, with websocket upgrades', () => {
    const socketRoute = nginxBlock('location /socket.io/');
    assert.match(socketRoute, /proxy_pass http:\/\/realtime;/);
    assert.match(socketRoute, /proxy_set_header Upgrade \$http_upgrade;/);
    assert.match(socketRoute, /proxy_set_header Connection \$connection_upgrade;/);
    assert.match(socketRoute, /X-Forwarded-For \$proxy_add_x_forwarded_for/);
    const upstream = nginxBlock('upstream realtime');
    assert.match(upstream, /hash \$remote_addr consistent;/, 'sticky by the whole client address');
    assert.match(upstream, /server realtime-1:8090/);
    assert.match(upstream, /server realtime-2:8090/);
  });

  it('routes /production/socket.io/ to the production replica, the viewer replicas yielding the cores to it', () => {
    const route = nginxBlock('location /production/socket.io/');
    assert.match(
      route,
      /proxy_pass http:\/\/realtime_production\/socket\.io\/;/,
      'prefix stripped',
    );
    assert.match(route, /proxy_set_header Upgrade \$http_upgrade;/);
    assert.match(route, /proxy_set_header Connection \$connection_upgrade;/);
    assert.match(route, /X-Forwarded-For \$proxy_add_x_forwarded_for/);
    assert.match(route, /proxy_buffering off;/);
    const upstream = nginxBlock('upstream realtime_production');
    assert.match(upstream, /hash \$remote_addr consistent;/);
    assert.match(upstream, /server realtime-production:8090/);
    const all = services();
    assert.match(all.get('gateway'), /REALTIME_PRODUCTION_SOCKET_PATH: \/production\/socket\.io\n/);
    for (const name of ['realtime-1', 'realtime-2'])
      assert.match(all.get(name), /PROCESS_NICE: '10'\n/, name);
    assert.doesNotMatch(all.get('realtime-production'), /PROCESS_NICE/);
    assert.match(all.get('edge'), /realtime-production: \{ condition: service_started \}/);
  });

  it('routes everything else to the gateways and keeps /metrics off the public port', () => {
    assert.match(nginxBlock('location /'), /proxy_pass http:\/\/gateway;/);
    assert.match(nginxBlock('location /'), /X-Forwarded-For \$proxy_add_x_forwarded_for/);
    assert.match(nginxBlock('upstream gateway'), /server gateway:8080/);
    assert.match(nginxBlock('location = /metrics'), /return 404;/);
  });

  it('passes the Host header with its port and buffers nothing on the socket route', () => {
    for (const head of ['location /socket.io/', 'location /production/socket.io/', 'location /']) {
      assert.match(nginxBlock(head), /proxy_set_header Host \$http_host;/, head);
      assert.match(nginxBlock(head), /X-Forwarded-Proto \$scheme/, head);
    }
    assert.match(nginxBlock('location /socket.io/'), /proxy_buffering off;/);
    assert.match(nginxBlock('location /socket.io/'), /proxy_read_timeout \d+h;/);
  });

  it('lets every site host open a socket: realtime allows the main host, its subdomains and 127.0.0.1', () => {
    const all = services();
    for (const name of ['realtime-1', 'realtime-2', 'realtime-production']) {
      const origins = /ALLOWED_ORIGINS: (\S+)/.exec(all.get(name))?.[1]?.split(',') ?? [];
      for (const origin of [
        'http://localhost:8080',
        'http://*.localhost:8080',
        'http://127.0.0.1:8080',
      ])
        assert.ok(origins.includes(origin), `${name} allows ${origin}`);
    }
  });

  it('is a valid nginx configuration (nginx -t, service names pointed at local ports)', () => {
    // npm test installs nginx-light for this tier (tools/prerequisites.mjs); a missing nginx fails, never skips.
    assert.ok(nginx, NO_NGINX);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'castline-edge-'));
    try {
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        localConf({ dir, listen: 18080, upstreams: [18081, 18082, 18083, 18084] }),
      );
      const r = spawnSync(nginx, ['-t', '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// --- The edge for real: nginx with deploy/edge/nginx.conf in front of two Socket.IO servers (the realtime
// replicas) and an HTTP server (the gateways), each on a local port in place of its service name. ---

/**
 * deploy/edge/nginx.conf with its listen port, pid file and upstream servers made local, in file order:
 * realtime-1, realtime-2, realtime-production, gateway.
 */
function localConf({ dir, listen, upstreams }) {
  let i = 0;
  return nginxConf
    .replace(/\blisten 8080;/, `listen 127.0.0.1:${listen};`)
    .replace(/^pid .*;$/m, `pid ${path.join(dir, 'nginx.pid')};`)
    .replace(
      /server (realtime-\d|realtime-production|gateway):\d+/g,
      () => `server 127.0.0.1:${upstreams[i++]}`,
    );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** A realtime replica stand-in: Socket.IO on /socket.io/, telling each socket its name and what it was sent. */
async function fakeRealtime(name) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${req.url}`);
  });
  const io = new SocketIoServer(server, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
  });
  io.engine.on('headers', (headers) => {
    headers['x-replica'] = name;
  });
  io.on('connection', (socket) => {
    const h = socket.request.headers;
    socket.emit('hello', {
      replica: name,
      transport: socket.conn.transport.name,
      forwardedFor: h['x-forwarded-for'] ?? null,
      origin: h.origin ?? null,
      host: h.host ?? null,
    });
  });
  return { name, server, io, port: await listen(server) };
}

/** A gateway stand-in: answers every request with what it received. */
async function fakeGateway() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        from: 'gateway',
        url: req.url,
        host: req.headers.host,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      }),
    );
  });
  return { server, port: await listen(server) };
}

/** One HTTP request from a chosen local address (127.0.0.x: the edge sees a different client each). */
function request(
  port,
  { path: p, method = 'GET', body, localAddress = '127.0.0.1', headers = {} },
) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: p, method, localAddress, headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

describe('compose edge, running (nginx in front of stand-ins)', () => {
  let dir;
  let edge;
  let edgePort;
  let replicas;
  let production;
  let gateway;
  const sockets = [];

  before(async () => {
    assert.ok(nginx, NO_NGINX);
    replicas = [await fakeRealtime('realtime-1'), await fakeRealtime('realtime-2')];
    production = await fakeRealtime('realtime-production');
    gateway = await fakeGateway();
    dir = mkdtempSync(path.join(os.tmpdir(), 'castline-edge-run-'));
    edgePort = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      localConf({
        dir,
        listen: edgePort,
        upstreams: [replicas[0].port, replicas[1].port, production.port, gateway.port],
      }).replace(/^worker_processes auto;$/m, 'worker_processes 1;'),
    );
    edge = spawn(nginx, ['-e', 'stderr', '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    edge.stderr.on('data', (c) => (stderr += c));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await request(edgePort, { path: '/health' }).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (edge.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  after(async () => {
    for (const socket of sockets) socket.close();
    if (edge && edge.exitCode === null) {
      edge.kill('SIGTERM');
      await new Promise((r) => edge.once('exit', r));
    }
    for (const r of [...(replicas ?? []), ...(production ? [production] : [])])
      await new Promise((done) => r.io.close(() => done()));
    await new Promise((done) => gateway?.server.close(() => done()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends pages and API calls to the gateway, with the Host port, X-Forwarded-For and -Proto', async () => {
    const res = await request(edgePort, {
      path: '/things',
      headers: { host: `spring.localhost:${edgePort}`, 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(res.status, 200);
    const seen = JSON.parse(res.text);
    assert.equal(seen.from, 'gateway');
    assert.equal(seen.host, `spring.localhost:${edgePort}`);
    // A client's own X-Forwarded-For stays first; the address the edge saw is last (the one TRUST_PROXY takes).
    assert.equal(seen.forwardedFor, '203.0.113.9, 127.0.0.1');
    assert.equal(seen.forwardedProto, 'http');
  });

  it('keeps /metrics off the public port', async () => {
    for (const p of ['/metrics', '/metrics?x=1']) {
      const res = await request(edgePort, { path: p });
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(res.text, /gateway/);
    }
  });

  it('upgrades a websocket straight to a realtime replica, passing Origin and the client address', async () => {
    const socket = ioClient(`http://127.0.0.1:${edgePort}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: 'http://spring.localhost:8080' },
    });
    sockets.push(socket);
    const hello = await new Promise((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', reject);
    });
    assert.match(hello.replica, /^realtime-[12]$/);
    assert.equal(hello.transport, 'websocket');
    assert.equal(hello.forwardedFor, '127.0.0.1');
    assert.equal(hello.origin, 'http://spring.localhost:8080');
    assert.equal(hello.host, `127.0.0.1:${edgePort}`);
  });

  it('keeps each client address on one replica, so long-polling sessions hold (and spreads addresses over both)', async () => {
    const used = new Set();
    for (let i = 2; i < 18; i++) {
      const localAddress = `127.0.0.${i}`;
      const open = await request(edgePort, {
        path: '/socket.io/?EIO=4&transport=polling',
        localAddress,
      });
      assert.equal(open.status, 200, open.text);
      const replica = open.headers['x-replica'];
      const { sid } = JSON.parse(open.text.slice(1));
      const session = `/socket.io/?EIO=4&transport=polling&sid=${sid}`;
      // Connect to the main namespace, then read its answer: both must reach the replica holding the session.
      const post = await request(edgePort, {
        path: session,
        method: 'POST',
        body: '40',
        localAddress,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      assert.equal(post.status, 200, `${localAddress}: ${post.text}`);
      const poll = await request(edgePort, { path: session, localAddress });
      assert.equal(poll.status, 200, `${localAddress}: ${poll.text}`);
      assert.equal(poll.headers['x-replica'], replica, localAddress);
      assert.match(poll.text, /^40/);
      used.add(replica);
    }
    assert.deepEqual([...used].sort(), ['realtime-1', 'realtime-2']);
  });

  it('reaches nothing of a replica but /socket.io/', async () => {
    const res = await request(edgePort, { path: '/health' });
    assert.equal(JSON.parse(res.text).from, 'gateway');
  });

  it('sends a production socket (path /production/socket.io) to the production replica, websocket and polling', async () => {
    const socket = ioClient(`http://127.0.0.1:${edgePort}`, {
      path: '/production/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: 'http://localhost:8080' },
    });
    sockets.push(socket);
    const hello = await new Promise((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', reject);
    });
    assert.equal(hello.replica, 'realtime-production');
    assert.equal(hello.transport, 'websocket');
    assert.equal(hello.forwardedFor, '127.0.0.1');
    for (let i = 20; i < 24; i++) {
      const open = await request(edgePort, {
        path: '/production/socket.io/?EIO=4&transport=polling',
        localAddress: `127.0.0.${i}`,
      });
      assert.equal(open.status, 200, open.text);
      assert.equal(open.headers['x-replica'], 'realtime-production');
    }
  });
});
