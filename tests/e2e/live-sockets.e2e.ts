import type { Page, WebSocket } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin } from './demo';

/**
 * Sockets that skip the Node proxy (issue 11 item 1): the page reads the realtime origins from GET /config.json
 * and opens its socket straight to a realtime-svc replica (another origin than the page's), on the main host, on
 * 127.0.0.1 and on a mini-site host. The realtime origin check must allow each of these hosts and the gateway's
 * CSP connect-src must allow the realtime origin: a live update shows on each, with no CSP violation.
 */

interface SocketWatch {
  /** Every websocket the page opened (URL). */
  sockets: string[];
  /** Console errors and CSP violations the page reported. */
  problems: string[];
}

function watch(page: Page): SocketWatch {
  const seen: SocketWatch = { sockets: [], problems: [] };
  page.on('websocket', (ws: WebSocket) => seen.sockets.push(ws.url()));
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to connect|CORS/i.test(text)) seen.problems.push(text);
  });
  return seen;
}

async function realtimeOrigins(stack: E2EStack): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${stack.port}/config.json`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { realtimeUrls: string[] };
  expect(
    body.realtimeUrls.length,
    'the runtime config names the realtime replicas',
  ).toBeGreaterThan(0);
  return body.realtimeUrls;
}

/** The ws: origins of the realtime replicas (what the page's socket must reach, never the gateway's port). */
const socketOrigins = (urls: string[]) => urls.map((u) => new URL(u).host);

/** A match of the Spring Showdown bracket with both teams known and no score yet. */
async function springMatch(stack: E2EStack): Promise<string> {
  const [lookup] = await stack.things(['subdomain-spring']);
  const [event] = await stack.things([String(lookup!['id'])]);
  const [bracketId] = (event!['brackets'] as string[]) ?? [];
  const [bracket] = await stack.things([bracketId!]);
  const matches = await stack.things(bracket!['ordered_matches'] as string[]);
  const match = matches.find(
    (m) =>
      !m['score_1'] &&
      !m['score_2'] &&
      (m['first_to'] as number) >= 3 &&
      (m['teams'] as unknown[] | undefined)?.length === 2,
  );
  expect(match, 'a Spring Showdown match with both teams and no score').toBeTruthy();
  return String(match!['id']);
}

async function setScore(stack: E2EStack, matchId: string, score: number): Promise<void> {
  const organiser = await demoLogin(stack, 'organiser');
  const res = await stack.action(
    'update-match-data',
    { matchID: matchId, updatedData: { score_1: score } },
    organiser.token,
  );
  expect(res.status).toBe(200);
}

test.describe('live sockets straight to realtime-svc (issue 11 item 1)', () => {
  for (const host of ['localhost', '127.0.0.1'] as const) {
    test(`Home on http://${host} gets a live score over a socket to the realtime origin`, async ({
      page,
      stack,
    }) => {
      const origins = socketOrigins(await realtimeOrigins(stack));
      const seen = watch(page);
      await page.goto(`http://${host}:${stack.port}/`);
      const rows = page.getByTestId('upcoming-match');
      await expect(rows.first()).toBeVisible();
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')));
      const matches = await stack.things(ids.filter((x): x is string => !!x));
      const target = matches.find(
        (m) => !m['score_1'] && !m['score_2'] && (m['first_to'] as number) >= 3,
      );
      expect(target, 'an unstarted upcoming match').toBeTruthy();
      const matchId = String(target!['id']);
      const row = page.locator(`[data-testid="upcoming-match"][data-match-id="${matchId}"]`);
      await expect(row.getByTestId('upcoming-match-score')).toHaveCount(0);
      // The page's socket is up, on a realtime origin (never the gateway's port).
      await expect.poll(() => seen.sockets.length).toBeGreaterThan(0);
      for (const url of seen.sockets) {
        expect(origins, `socket ${url} goes to a realtime replica`).toContain(new URL(url).host);
        expect(new URL(url).port).not.toBe(String(stack.port));
      }
      try {
        await setScore(stack, matchId, 2);
        await expect(row.getByTestId('upcoming-match-score')).toHaveText('2 – 0', {
          timeout: 2000,
        });
      } finally {
        await setScore(stack, matchId, 0);
      }
      expect(seen.problems).toEqual([]);
    });
  }

  test('a mini-site host (spring.localhost) gets a live score in its schedule', async ({
    page,
    stack,
  }) => {
    const origins = socketOrigins(await realtimeOrigins(stack));
    const matchId = await springMatch(stack);
    const seen = watch(page);
    await page.goto(`http://spring.localhost:${stack.port}/schedule`);
    await expect(page.getByTestId('minisite-layout')).toBeVisible();
    const row = page.locator(`[data-testid="schedule-match"][data-match-id="${matchId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('schedule-score')).toHaveCount(0);
    await expect.poll(() => seen.sockets.length).toBeGreaterThan(0);
    for (const url of seen.sockets) expect(origins).toContain(new URL(url).host);
    try {
      await setScore(stack, matchId, 1);
      await expect(row.getByTestId('schedule-score')).toHaveText('1 – 0', { timeout: 2000 });
    } finally {
      await setScore(stack, matchId, 0);
    }
    expect(seen.problems).toEqual([]);
  });

  test('with websockets blocked, long-polling to the realtime origin (CORS) still brings live updates', async ({
    page,
    stack,
  }) => {
    const origins = socketOrigins(await realtimeOrigins(stack));
    const matchId = await springMatch(stack);
    const seen = watch(page);
    // A network that refuses websockets: every websocket the page opens fails (its handshake goes to a path
    // nothing answers), so the client falls back to long-polling, cross-origin to the realtime replica.
    await page.addInitScript(() => {
      const Original = window.WebSocket;
      window.WebSocket = class extends Original {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(String(url).replace('/socket.io/', '/no-websockets-here/'), protocols);
        }
      };
    });
    const polls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/socket.io/') && req.url().includes('transport=polling'))
        polls.push(req.url());
    });
    await page.goto(`http://spring.localhost:${stack.port}/schedule`);
    const row = page.locator(`[data-testid="schedule-match"][data-match-id="${matchId}"]`);
    await expect(row).toBeVisible();
    await expect.poll(() => polls.length).toBeGreaterThan(1);
    for (const url of polls) expect(origins).toContain(new URL(url).host);
    try {
      await setScore(stack, matchId, 2);
      await expect(row.getByTestId('schedule-score')).toHaveText('2 – 0', { timeout: 5000 });
    } finally {
      await setScore(stack, matchId, 0);
    }
    expect(seen.problems).toEqual([]);
  });
});
