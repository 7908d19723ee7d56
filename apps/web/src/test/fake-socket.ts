import type { ThingSocket } from '../lib/things/thing-socket.js';

/** A fake realtime socket for unit tests: records emits, lets a test fire server events. */
export class FakeSocket implements ThingSocket {
  connected = false;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: unknown[]) => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }

  emit(event: string, ...args: unknown[]): void {
    this.emitted.push({ event, args });
  }

  /** Fires a server-side event (data_update, website_flags, …) at the listeners. */
  fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  /** Connects (or reconnects) and fires 'connect'. */
  connect(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** Drops the connection and fires 'disconnect'. */
  disconnect(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The payloads of every emit of one event. */
  emitsOf(event: string): unknown[][] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.args);
  }
}
