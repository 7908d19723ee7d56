/**
 * Open sockets per client address on this replica (issue 11 item 2). `open` counts a socket in if its address is
 * under the cap, `close` counts it out; an address with no open socket is forgotten, so the map holds only the
 * addresses connected now.
 */
export class ConnectionLimits {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** Counts one more socket for `address`; false (and nothing counted) when the address is at its cap. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.maxPerAddress) return false;
    this.open.set(address, count + 1);
    return true;
  }

  close(address: string): void {
    const count = this.open.get(address) ?? 0;
    if (count <= 1) this.open.delete(address);
    else this.open.set(address, count - 1);
  }

  countFor(address: string): number {
    return this.open.get(address) ?? 0;
  }

  get addresses(): number {
    return this.open.size;
  }
}
