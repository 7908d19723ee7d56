// Open-loop HTTP load generator (bench-kit helper, forked so it never shares an event loop with what it measures):
// request `seq` is due at start + seq / rate whether or not earlier ones answered, and its latency is measured from
// that intended send time, so a server that stalls is charged for every request it delays (no coordinated
// omission). autocannon and its kin pace requests per connection and time them from the actual send, which hides
// exactly that; wrk2, which does not, is not packaged for this machine. Keep-alive node:http connections, as many as
// the requests in flight.
//
// IPC: {type:'run', url, method, headers, bodies, rate, warmupS, durationS, timeoutMs} → {type:'done', samples
// (ms, the requests due in the measured window, ascending), statuses {code: n}, errors, sent}.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function request(url, method, headers, body, timeoutMs) {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function run({
  url,
  method = 'POST',
  headers = {},
  bodies,
  rate,
  warmupS,
  durationS,
  timeoutMs,
}) {
  const total = Math.round((warmupS + durationS) * rate);
  const measuredFrom = Math.round(warmupS * rate);
  const samples = [];
  const statuses = {};
  let errors = 0;
  let sent = 0;
  const pending = [];
  const start = performance.now() + 50;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const seq = sent;
        const intended = start + (seq * 1000) / rate;
        const body = bodies[seq % bodies.length];
        sent += 1;
        pending.push(
          request(
            url,
            method,
            { ...headers, 'content-length': Buffer.byteLength(body) },
            body,
            timeoutMs,
          ).then((status) => {
            const latency = performance.now() - intended;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status !== 200) errors += 1;
            if (seq >= measuredFrom) samples.push(latency);
          }),
        );
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  samples.sort((a, b) => a - b);
  return { samples, statuses, errors, sent };
}

process.on('message', async (msg) => {
  if (msg.type === 'run') process.send({ type: 'done', ...(await run(msg)) });
  else if (msg.type === 'exit') process.exit(0);
});
process.send({ type: 'ready' });
