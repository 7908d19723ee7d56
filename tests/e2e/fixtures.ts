import { test as base } from '@playwright/test';
import path from 'node:path';
import { ROOT, freePort, startServices, testPrefix } from '../../tools/stack.mjs';
import { createDatabase, SERVICES_ENV } from '../stack/stack-helpers.mjs';

export interface E2EStack {
  /** http://localhost:<port> */
  url: string;
  port: number;
  /** Where auth-svc wrote the demo logins (tokens) at the first demo seed (read them with demoLogin()). */
  demoLoginsFile: string;
  /** Stop / start one process (e.g. 'realtime-svc') to test live status. */
  stopChild(label: string): Promise<void>;
  restart(label: string, env?: Record<string, string>): Promise<unknown>;
  /** POST /actions/{name} as a demo user. */
  action(name: string, body: unknown, token: string): Promise<{ status: number; body: unknown }>;
  things(ids: string[]): Promise<Record<string, unknown>[]>;
  /** The fake Discord the stack posts chat notifications to (its `GET /_fake/messages?format=json`). */
  discordUrl: string;
}

/** One stack per worker (workers = 1): every process as `npm start` runs them, on a fresh database. */
export const test = base.extend<object, { stack: E2EStack }>({
  stack: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const db = await createDatabase('e2e');
      const port = await freePort();
      const logs: string[] = [];
      const stack = await startServices({
        databaseUrl: db.url,
        natsUrl: SERVICES_ENV.natsUrl,
        natsPrefix: testPrefix(),
        redisUrl: SERVICES_ENV.redisUrl,
        port,
        // As `npm start`: a viewer replica and one reserved for the overlays' production sockets.
        realtimePorts: [await freePort()],
        productionRealtimePorts: [await freePort()],
        healthPorts: {
          'auth-svc': await freePort(),
          'match-svc': await freePort(),
          'broadcast-svc': await freePort(),
        },
        metricsPort: await freePort(),
        seedDemo: true,
        logLevel: 'warn',
        nodeEnv: 'test',
        webDist: path.join(ROOT, 'apps/web/dist'),
        log: (line: string) => logs.push(line),
      });
      try {
        await stack.waitHealthy(120_000);
      } catch (error) {
        console.error(logs.slice(-40).join('\n'));
        await stack.stop();
        await db.drop();
        throw error;
      }
      const base = `http://127.0.0.1:${port}`;
      const post = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
        const res = await fetch(`${base}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      const { demoLoginsFile } = stack;
      if (!demoLoginsFile)
        throw new Error('the e2e stack seeds the demo season: it has a DEMO_LOGINS_FILE');
      if (!stack.discord) throw new Error('the e2e stack runs the fake Discord');
      await use({
        url: `http://localhost:${port}`,
        discordUrl: stack.discord.url,
        port,
        demoLoginsFile,
        stopChild: (label) => stack.stopChild(label),
        restart: (label, env) => stack.restart(label, env),
        action: (name, body, token) =>
          post(`/actions/${name}`, body, { Authentication: `Bearer ${token}` }),
        things: async (ids) =>
          (await post('/things', { ids: ids.join(',') })).body as Record<string, unknown>[],
      });
      await stack.stop();
      await db.drop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
