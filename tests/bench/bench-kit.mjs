// Shared by the stack benchmarks (fanout.mjs, press-paint.mjs): forked helpers with request/answer IPC,
// /proc readings (RSS, CPU, machine busy share), waiting for a 200, and the number formatting of the tables.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes of one machine. */
export const nowMs = () => performance.timeOrigin + performance.now();

export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// --- process measurements (/proc) ---

/** Resident set size of a process (kB). */
export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}
export const sumRss = (pids) => pids.reduce((n, pid) => n + rssKb(pid), 0);
const TICKS = 100; // USER_HZ
/** CPU time of a process so far (seconds). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}
export const sumCpu = (pids) => pids.reduce((n, pid) => n + cpuSeconds(pid), 0);
/** The machine's busy and total jiffies so far. */
export function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const v = values.map(Number);
  const idle = v[3] + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** A forked helper with request/answer messages over IPC. */
export function helper(file, env = {}) {
  const child = fork(path.join(HERE, file), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (msg) => {
    const i = waiting.findIndex((w) => w.type === msg.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(msg);
  });
  const next = (type) => new Promise((resolve) => waiting.push({ type, resolve }));
  return {
    child,
    next,
    async ask(msg, answerType) {
      const answer = next(answerType);
      child.send(msg);
      return answer;
    },
    async exit() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ type: 'exit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await sleep(200);
  }
}

export function fmt(x) {
  return Number.isFinite(x) ? x.toFixed(1) : '–';
}

export function median(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The p-th percentile of an ascending array (NaN when empty). */
export const pct = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
