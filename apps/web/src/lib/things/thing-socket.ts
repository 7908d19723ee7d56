/** The realtime socket as the thing store and the live status need it (public-site §7); socket.io fits it. */
export interface ThingSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}
