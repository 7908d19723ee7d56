import { describe, expect, it, vi } from 'vitest';
import { OverlayProduction, reportedPath, type OverlayReport } from './overlay-production.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';

class FakeSocket implements ThingSocket {
  connected = false;
  readonly emitted: [string, ...unknown[]][] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: unknown[]) => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]): void {
    this.emitted.push([event, ...args]);
  }
  serverSends(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  connect(): void {
    this.connected = true;
    this.serverSends('connect');
  }
  disconnect(): void {
    this.connected = false;
    this.serverSends('disconnect');
  }
  names(): string[] {
    return this.emitted.map(([name]) => name);
  }
}

const REPORT: OverlayReport = {
  clientName: 'prod1',
  component: 'custom',
  path: '/client/prod1/custom',
  fullPath: '/client/prod1/custom?title=Hi',
  active: false,
  visible: true,
  data: { broadcast: 'main' },
};

describe('OverlayProduction (OVERLAYS §2 "Rooms", "prod-update reporting", "Reload")', () => {
  it('on connect: associates the token, joins the client and broadcast rooms, reports itself', () => {
    const socket = new FakeSocket();
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: 'main',
      token: 'secret',
      reload: vi.fn(),
    });
    production.setReport(REPORT);
    expect(socket.emitted).toEqual([]);
    socket.connect();
    expect(socket.emitted).toEqual([
      ['associate_token', 'secret'],
      ['prod-join', 'prod1'],
      ['prod-broadcast-join', 'main'],
      ['prod-update', { ...REPORT, client: 'prod1' }],
    ]);
  });

  it('the broadcast shell joins only its broadcast room and, without a token, reports nowhere', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: null,
      broadcastKey: 'main',
      token: null,
      reload: vi.fn(),
    });
    production.setReport({ ...REPORT, clientName: null });
    expect(socket.names()).toEqual(['prod-broadcast-join']);
  });

  it("a broadcast-shell overlay with a token reports to its user's active client", () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: null,
      broadcastKey: 'main',
      token: 'tok',
      reload: vi.fn(),
    });
    production.setReport({ ...REPORT, clientName: null });
    expect(socket.names()).toEqual(['associate_token', 'prod-broadcast-join', 'prod-update']);
  });

  it('reports again on a change of active or visible, not on a data change alone', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: null,
      token: null,
      reload: vi.fn(),
    });
    production.setReport(REPORT);
    production.setReport({ ...REPORT, data: { broadcast: 'second' } });
    production.setReport({ ...REPORT, data: { broadcast: 'second' }, active: true });
    production.setReport({
      ...REPORT,
      data: { broadcast: 'second' },
      active: true,
      visible: false,
    });
    const updates = socket.emitted.filter(([name]) => name === 'prod-update');
    expect(updates).toEqual([
      ['prod-update', { ...REPORT, client: 'prod1' }],
      ['prod-update', { ...REPORT, client: 'prod1', data: { broadcast: 'second' }, active: true }],
      [
        'prod-update',
        { ...REPORT, client: 'prod1', data: { broadcast: 'second' }, active: true, visible: false },
      ],
    ]);
  });

  it('reports again when the overlay re-points to another broadcast', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: 'main',
      token: null,
      reload: vi.fn(),
    });
    production.setReport(REPORT, 'main');
    production.setReport(REPORT, 'main');
    production.setReport({ ...REPORT, data: { broadcast: 'second' } }, 'second');
    expect(socket.emitted.filter(([name]) => name === 'prod-update')).toEqual([
      ['prod-update', { ...REPORT, client: 'prod1' }],
      ['prod-update', { ...REPORT, client: 'prod1', data: { broadcast: 'second' } }],
    ]);
  });

  it('answers send_prod_update with its current report and reloads on prod_button_reload', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const reload = vi.fn();
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: null,
      token: null,
      reload,
    });
    production.setReport(REPORT);
    socket.emitted.length = 0;
    socket.serverSends('send_prod_update');
    expect(socket.emitted).toEqual([['prod-update', { ...REPORT, client: 'prod1' }]]);
    socket.serverSends('prod_button_reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('re-joins the new active broadcast room when the client re-points', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: 'main',
      token: null,
      reload: vi.fn(),
    });
    socket.emitted.length = 0;
    production.setBroadcastKey('second');
    production.setBroadcastKey('second');
    expect(socket.emitted).toEqual([['prod-broadcast-join', 'second']]);
  });

  it('a reconnect joins the rooms again and re-syncs its report; nothing is sent while disconnected', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const production = new OverlayProduction(socket, {
      clientKey: 'prod1',
      broadcastKey: 'main',
      token: null,
      reload: vi.fn(),
    });
    production.setReport(REPORT);
    socket.disconnect();
    socket.emitted.length = 0;
    production.setReport({ ...REPORT, active: true });
    expect(socket.emitted).toEqual([]);
    socket.connect();
    expect(socket.emitted).toEqual([
      ['prod-join', 'prod1'],
      ['prod-broadcast-join', 'main'],
      ['prod-update', { ...REPORT, client: 'prod1', active: true }],
    ]);
  });
});

describe('reportedPath', () => {
  it.each([
    ['/client/prod1/custom', '', '/client/prod1/custom'],
    ['/client/prod1/custom', '?title=A%20B', '/client/prod1/custom?title=A+B'],
    ['/client/prod1/admin', '?token=secret&title=X', '/client/prod1/admin?title=X'],
    ['/broadcast/main/stinger', '?token=secret', '/broadcast/main/stinger'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(reportedPath(pathname, search)).toBe(expected);
  });
});
