// The compose edge (issue 11 item 1): nginx is the only public port, /socket.io/ goes straight to the realtime
// replicas (sticky, websocket upgrade), everything else to the gateways, and the services trust only its address.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const nginxConf = readFileSync(path.join(ROOT, 'deploy/edge/nginx.conf'), 'utf8');

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
    for (const name of ['edge', 'gateway', 'realtime-1', 'realtime-2']) {
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
    for (const name of ['gateway', 'realtime-1', 'realtime-2']) {
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

  it('routes everything else to the gateways and keeps /metrics off the public port', () => {
    assert.match(nginxBlock('location /'), /proxy_pass http:\/\/gateway;/);
    assert.match(nginxBlock('location /'), /X-Forwarded-For \$proxy_add_x_forwarded_for/);
    assert.match(nginxBlock('upstream gateway'), /server gateway:8080/);
    assert.match(nginxBlock('location = /metrics'), /return 404;/);
  });

  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  it(
    'is a valid nginx configuration (nginx -t, service names pointed at local ports)',
    { skip: nginx ? false : 'nginx is not installed (apt-get install nginx-light)' },
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'castline-edge-'));
      try {
        const conf = path.join(dir, 'nginx.conf');
        let port = 18080;
        // Docker's service names do not resolve here: one distinct local port per upstream server.
        writeFileSync(
          conf,
          nginxConf.replace(
            /server (realtime-\d|gateway):\d+/g,
            () => `server 127.0.0.1:${port++}`,
          ),
        );
        const r = spawnSync(nginx, ['-t', '-c', conf], { encoding: 'utf8' });
        assert.equal(r.status, 0, r.stderr);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
