import type { Socket } from 'socket.io-client';
import {
  SUBJECTS,
  type HealthReply,
  type ServiceStateEvent,
  type WebsiteFlag,
} from '@castline/contracts';
import type { NatsBus } from '@castline/nest-kit';
import type { RunningRealtime } from '../src/start-realtime.js';
import {
  EventLog,
  bootRealtime,
  connectSocket,
  randomPrefix,
  startTestBus,
} from './realtime-test-kit.js';
import { answerRequests } from '@castline/nest-kit/testing';

jest.setTimeout(20_000);

type Flags = [WebsiteFlag[]];

describe('realtime-svc website_flags', () => {
  const running: RunningRealtime[] = [];
  const buses: NatsBus[] = [];
  const sockets: Socket[] = [];

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    for (const rt of running.splice(0)) await rt.stop();
    for (const bus of buses.splice(0)) await bus.close();
  });

  const setup = async (
    env: Record<string, string>,
    beforeBoot: (bus: NatsBus) => void = () => undefined,
  ) => {
    const prefix = randomPrefix();
    const bus = await startTestBus(prefix);
    buses.push(bus);
    beforeBoot(bus);
    const rt = await bootRealtime(prefix, env);
    running.push(rt);
    let flags: EventLog<Flags> | undefined;
    const socket = await connectSocket(rt.port, {}, (s) => {
      flags = new EventLog<Flags>(s, 'website_flags');
    });
    sockets.push(socket);
    if (!flags) throw new Error('no flag log');
    return { bus, rt, socket, flags };
  };
  const announce = (bus: NatsBus, event: ServiceStateEvent) =>
    bus.publish(SUBJECTS.serviceState, event);

  it('sends server_rebuilding on connect while a required service has not been seen, and clears it on ready', async () => {
    const { bus, flags } = await setup({ REQUIRED_SERVICES: 'match-svc' });
    await expect(flags.waitFor(() => true)).resolves.toEqual([['server_rebuilding']]);
    announce(bus, { service: 'match-svc', instance: 'm1', state: 'ready' });
    await flags.waitFor(([list]) => list.length === 0, 10_000, 'an empty flag list');
    announce(bus, { service: 'match-svc', instance: 'm1', state: 'rebuilding' });
    await flags.waitFor(() => flags.received.length === 3, 10_000, 'a third flag list');
    announce(bus, { service: 'match-svc', instance: 'm1', state: 'ready' });
    await flags.waitFor(() => flags.received.length === 4, 10_000, 'a fourth flag list');
    expect(flags.received).toEqual([[['server_rebuilding']], [[]], [['server_rebuilding']], [[]]]);
  });

  it('initialises from the health subjects, so a ready stack shows no flag on connect', async () => {
    const { flags } = await setup({ REQUIRED_SERVICES: 'match-svc,auth-svc' }, (bus) => {
      for (const [domain, service] of [
        ['match', 'match-svc'],
        ['auth', 'auth-svc'],
      ] as const) {
        answerRequests(bus, SUBJECTS.health(domain), (): HealthReply => ({
          service,
          instance: 'x1',
          ready: true,
          uptimeMs: 1000,
        }));
      }
    });
    await expect(flags.waitFor(() => true)).resolves.toEqual([[]]);
  });

  it('counts a health reply that is not ready as rebuilding', async () => {
    const { flags } = await setup({ REQUIRED_SERVICES: 'match-svc' }, (bus) => {
      answerRequests(bus, SUBJECTS.health('match'), (): HealthReply => ({
        service: 'match-svc',
        instance: 'x1',
        ready: false,
        uptimeMs: 10,
      }));
    });
    await expect(flags.waitFor(() => true)).resolves.toEqual([['server_rebuilding']]);
  });

  it('adds high_error_rate after a high errorRate event and removes it when the rate drops', async () => {
    const { bus, flags } = await setup({ REQUIRED_SERVICES: '' });
    await expect(flags.waitFor(() => true)).resolves.toEqual([[]]);
    bus.publish(SUBJECTS.errorRate, { high: true, rate: 0.25, window_ms: 60_000 });
    await flags.waitFor(([list]) => list.includes('high_error_rate'), 10_000, 'high_error_rate');
    bus.publish(SUBJECTS.errorRate, { high: false, rate: 0.01, window_ms: 60_000 });
    await flags.waitFor(() => flags.received.length === 3, 10_000, 'a third flag list');
    expect(flags.received).toEqual([[[]], [['high_error_rate']], [[]]]);
  });

  it('ignores malformed flag events', async () => {
    const { bus, rt, flags } = await setup({ REQUIRED_SERVICES: '' });
    await flags.waitFor(() => true);
    bus.publish(SUBJECTS.errorRate, { high: 'yes' });
    bus.publish(SUBJECTS.serviceState, { service: 'match-svc', state: 'exploded' });
    bus.publish(SUBJECTS.errorRate, { high: true, rate: 0.5, window_ms: 1000 });
    await flags.waitFor(([list]) => list.includes('high_error_rate'), 10_000, 'high_error_rate');
    expect(flags.received).toEqual([[[]], [['high_error_rate']]]);
    expect(rt.flags.flags).toEqual(['high_error_rate']);
  });
});
