// Compression over real HTTP (issue 11 item 3): the gateway serves the web build's precompressed twins by
// Accept-Encoding with long-lived caching for hashed assets, index.html with no-cache, overlays their own document,
// and compresses JSON answers of 1 KB or more (a 500-id /things, whose records are the database's JSON text passed
// through as is) but not small ones; identity without Accept-Encoding, and every compressed body decompresses to
// exactly the uncompressed answer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connectDatabase, startTestStack } from './stack-helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtWeb = path.join(root, 'apps/web/dist');

/** One raw HTTP exchange: the bytes as sent (fetch would decompress them). */
function raw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(res) {
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(res.body);
    case 'gzip':
      return gunzipSync(res.body);
    case undefined:
      return res.body;
    default:
      throw new Error(`unexpected Content-Encoding ${res.headers['content-encoding']}`);
  }
}

const postThings = (base, ids, acceptEncoding) =>
  raw(`${base}/things`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body: JSON.stringify({ ids: ids.join(',') }),
  });

describe('compression', { timeout: 300_000 }, () => {
  let stack;
  let webDist;
  let entry;
  let ids;

  before(async () => {
    if (!existsSync(path.join(builtWeb, '.vite/manifest.json'))) {
      throw new Error('apps/web/dist has no build: run node tools/build.mjs first');
    }
    // A copy, so a web build running meanwhile cannot change the files under the test.
    webDist = mkdtempSync(path.join(tmpdir(), 'castline-web-'));
    cpSync(builtWeb, webDist, { recursive: true });
    entry = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'))[
      'index.html'
    ].file;
    stack = await startTestStack({ env: { WEB_DIST: webDist } });
    const db = await connectDatabase(stack);
    try {
      const { rows } = await db.query(
        `SELECT id FROM match.records WHERE id LIKE 'rec%' ORDER BY id LIMIT 500`,
      );
      ids = rows.map((r) => r.id);
    } finally {
      await db.end();
    }
    assert.equal(ids.length, 500, 'the demo season has 500 stored records to ask for');
  });

  after(async () => {
    await stack?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a hashed asset as brotli or gzip by Accept-Encoding, immutable for a year', async () => {
    const original = readFileSync(path.join(webDist, entry));
    const url = `${stack.base}/${entry}`;
    const br = await raw(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await raw(url, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await raw(url);
    for (const [res, encoding] of [
      [br, 'br'],
      [gz, 'gzip'],
      [plain, undefined],
    ]) {
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], encoding);
      assert.match(res.headers['content-type'], /^(text|application)\/javascript/);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(res.headers.vary ?? '', /Accept-Encoding/i);
      assert.deepEqual(
        decode(res),
        original,
        `${encoding ?? 'identity'} decodes to the built file`,
      );
    }
    assert.ok(
      br.body.length < gz.body.length && gz.body.length < original.length / 2,
      'br < gzip < half',
    );
  });

  it('answers index.html and the SPA fallback with no-cache, and a missing asset with 404', async () => {
    for (const page of ['/', '/events', '/team/abc']) {
      const res = await raw(`${stack.base}${page}`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(res.status, 200, page);
      assert.equal(res.headers['cache-control'], 'no-cache', page);
      assert.match(res.headers['content-type'], /^text\/html/, page);
      assert.match(decode(res).toString(), /<div id="root">/, page);
    }
    assert.equal((await raw(`${stack.base}/assets/missing-0000.js`)).status, 404);
  });

  it('answers overlay paths with the overlay document, which loads no UI kit', async () => {
    const res = await raw(`${stack.base}/broadcast/main/ingame`);
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const html = res.body.toString();
    assert.match(html, /assets\/overlay-[\w-]+\.js/);
    assert.doesNotMatch(html, /\.css/, 'no stylesheet (Mantine) in the overlay document');
  });

  it('compresses a 500-id /things answer by Accept-Encoding and decodes to the uncompressed answer', async () => {
    const plain = await postThings(stack.base, ids);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'identity without Accept-Encoding');
    assert.match(plain.headers['content-type'], /^application\/json/);
    const answer = JSON.parse(plain.body.toString());
    assert.ok(answer.length >= 500);
    assert.ok(plain.body.length > 50_000, `a 500-id answer is large (${plain.body.length} bytes)`);

    const identity = await postThings(stack.base, ids, 'identity');
    assert.equal(identity.headers['content-encoding'], undefined);

    for (const encoding of ['br', 'gzip']) {
      const res = await postThings(
        stack.base,
        ids,
        encoding === 'br' ? 'gzip, deflate, br' : 'gzip',
      );
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], encoding);
      assert.match(res.headers.vary ?? '', /Accept-Encoding/i);
      assert.ok(
        res.body.length < plain.body.length / 4,
        `${encoding}: ${res.body.length} of ${plain.body.length} bytes`,
      );
      assert.deepEqual(
        JSON.parse(decode(res).toString()),
        answer,
        `${encoding} decodes to the same answer`,
      );
    }
  });

  it("answers each stored record as the database's JSON text, not parsed and re-serialised", async () => {
    const res = await postThings(stack.base, ids.slice(0, 20));
    assert.equal(res.status, 200);
    const text = res.body.toString();
    // PostgreSQL writes jsonb as `{"key": value, ...}` (a space after each colon and comma); JSON.stringify, which
    // the gateway used to answer with, never does.
    assert.match(text, /^\[\{"[^"]+": /);
    const answer = JSON.parse(text);
    assert.deepEqual(
      answer.slice(0, 20).map((record) => record.__id),
      ids.slice(0, 20),
    );
    for (const record of answer.slice(0, 20)) assert.equal(typeof record.id, 'string');
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const res = await postThings(stack.base, ids.slice(0, 1), 'gzip, br');
    assert.equal(res.status, 200);
    assert.ok(res.body.length < 1024, `one record is small (${res.body.length} bytes)`);
    assert.equal(res.headers['content-encoding'], undefined);
    const health = await raw(`${stack.base}/health`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    if (health.body.length < 1024) assert.equal(health.headers['content-encoding'], undefined);
  });
});
