import { describe, expect, it } from 'vitest';
import { AdminConnection } from './admin-connection.js';
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
  setConnected(connected: boolean): void {
    this.connected = connected;
    this.serverSends(connected ? 'connect' : 'disconnect');
  }
}

const REPORT = {
  socketId: 'sock1',
  clientName: 'prod1',
  component: 'custom',
  path: '/client/prod1/custom',
  fullPath: '/client/prod1/custom',
  active: false,
  visible: true,
  data: null,
};

describe('AdminConnection (the admin page: overview room, prod-send reload)', () => {
  it('on connect associates the token and joins the client and overview rooms', () => {
    const socket = new FakeSocket();
    const admin = new AdminConnection(socket, 'prod1', () => 10);
    admin.setToken('tok');
    expect(socket.emitted).toEqual([]);
    socket.setConnected(true);
    expect(socket.emitted).toEqual([
      ['associate_token', 'tok'],
      ['prod-join', 'prod1'],
      ['prod-overview-join', 'prod1'],
    ]);
    expect(admin.getSnapshot().connected).toBe(true);
  });

  it('lists the relayed reports and keeps them through a disconnect', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const admin = new AdminConnection(socket, 'prod1', () => 42);
    socket.serverSends('prod-update', REPORT);
    socket.serverSends('prod-update', { nonsense: true });
    socket.serverSends('prod-update', { ...REPORT, active: true });
    expect(admin.getSnapshot().rows).toEqual([{ ...REPORT, active: true, receivedAt: 42 }]);
    socket.setConnected(false);
    expect(admin.getSnapshot()).toMatchObject({ connected: false, rows: [{ socketId: 'sock1' }] });
  });

  it('sends prod_button_reload to one overlay through prod-send', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const admin = new AdminConnection(socket, 'prod1');
    socket.emitted.length = 0;
    admin.reload('sock1');
    expect(socket.emitted).toEqual([
      ['prod-send', { client: 'prod1', socketId: 'sock1', event: 'prod_button_reload' }],
    ]);
    expect(admin.getSnapshot().reloaded).toEqual(['sock1']);
  });

  it('tracks association and refusals', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const admin = new AdminConnection(socket, 'prod1');
    admin.setToken('tok');
    expect(socket.emitted.at(-1)).toEqual(['associate_token', 'tok']);
    socket.serverSends('token_associated', { player_id: 'recP' });
    expect(admin.getSnapshot().associated).toBe(true);
    socket.serverSends('exception', {
      status: 'error',
      message: 'You are not linked to this broadcast',
    });
    expect(admin.getSnapshot().refusal).toBe('You are not linked to this broadcast');
    admin.setToken(null);
    expect(admin.getSnapshot().associated).toBe(false);
  });
});
