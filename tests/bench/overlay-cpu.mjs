// bench:overlay-cpu (issue 15 item 3): how much CPU an overlay costs OBS. Opens overlays of the demo season in
// Debian's Chromium at 1920×1080 against a real stack and reads the renderer's main-thread task time through the
// DevTools protocol (Performance.getMetrics TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration) over a
// fixed window: the in-game HUD at idle (activated, intro finished, sponsors rotating) and the break scene during
// its slide rotation (every 20 s, RULES (f); the window spans at least one change). The baseline of the same run is
// a blank transparent page of the same size in the same browser. Rounds are interleaved (baseline, ours, …) and the
// table gives each page's median milliseconds of main-thread work per second (ms/s = ‰ of one core).
// Usage: node tests/bench/overlay-cpu.mjs [--window 25] [--rounds 3] [--json out.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fmt, median, sleep } from './bench-kit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const { values: args } = parseArgs({
  options: {
    window: { type: 'string', default: '25' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const WINDOW_S = Number(args.window);
const ROUNDS = Number(args.rounds);
const say = (line) => console.log(`[overlay-cpu] ${line}`);

const helpers = await import(pathToFileURL(path.join(ROOT, 'tests/stack/stack-helpers.mjs')).href);
const demo = await import(pathToFileURL(path.join(ROOT, 'libs/demo/dist/index.js')).href);
const [broadcastKey] = demo.DEMO_BROADCAST_KEYS;

/** The pages measured: the baseline first. */
const PAGES = [
  { name: 'blank page (baseline)', path: null },
  { name: 'ingame, idle', path: `/broadcast/${broadcastKey}/ingame` },
  { name: 'break, rotating', path: `/broadcast/${broadcastKey}/break` },
];

/** Main-thread seconds of a page so far, by kind (Performance.getMetrics). */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const of = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return {
    task: of('TaskDuration'),
    script: of('ScriptDuration'),
    layout: of('LayoutDuration'),
    style: of('RecalcStyleDuration'),
  };
}

async function measure(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tab = await context.newPage();
  if (page.path) {
    await tab.goto(`${base}${page.path}`);
    await tab
      .getByTestId('overlay-frame')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .catch(async (error) => {
        say(
          `${page.path} did not show its frame; the page says: ${(await tab.content()).slice(0, 600)}`,
        );
        throw error;
      });
    // Activate it as OBS would (a click toggles activation outside OBS) and let the intro finish.
    await tab.mouse.click(960, 540);
  } else {
    await tab.setContent('<html><body style="margin:0;background:transparent"></body></html>');
  }
  await sleep(4000);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const before = await metrics(cdp);
  const started = performance.now();
  await sleep(WINDOW_S * 1000);
  const after = await metrics(cdp);
  const seconds = (performance.now() - started) / 1000;
  await context.close();
  const per = (key) => ((after[key] - before[key]) * 1000) / seconds;
  return { task: per('task'), script: per('script'), layout: per('layout'), style: per('style') };
}

const stack = await helpers.startTestStack({
  realtimeReplicas: 1,
  productionReplicas: 1,
  webDist: path.join(ROOT, 'apps/web/dist'),
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
});
const results = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      const cpu = await measure(browser, stack.base, page);
      results.push({ round, page: page.name, ...cpu });
      say(
        `round ${round} ${page.name}: ${fmt(cpu.task)} ms/s main thread (script ${fmt(cpu.script)}, ` +
          `layout ${fmt(cpu.layout)}, style ${fmt(cpu.style)})`,
      );
    }
  }
} finally {
  await browser.close();
  await stack.close();
}

const summary = PAGES.map((page) => {
  const rows = results.filter((r) => r.page === page.name);
  return { page: page.name, taskMsPerS: median(rows.map((r) => r.task)) };
});
const baseline = summary[0]?.taskMsPerS ?? 0;
console.log(
  `\nOverlay CPU (median of ${ROUNDS} rounds, ${WINDOW_S} s windows; ms of main-thread work per second):`,
);
for (const row of summary) {
  const extra =
    row === summary[0] ? '' : `  (+${fmt(row.taskMsPerS - baseline)} over the blank page)`;
  console.log(`  ${row.page.padEnd(24)} ${fmt(row.taskMsPerS).padStart(8)} ms/s${extra}`);
}
if (args.json)
  writeFileSync(args.json, JSON.stringify({ windowS: WINDOW_S, results, summary }, null, 2));
