/**
 * Bulk fan-out in slices (issue 13: production rooms are served before bulk viewer fan-out). Emitting one
 * data_update to a room of thousands of sockets is one long synchronous loop of socket writes; a prod_trigger that
 * arrives meanwhile (on this socket server, or relayed through the Redis adapter) waits for all of it. Here a big
 * room gets its first slice at once and the rest in later turns of the event loop (`setImmediate`), so production
 * messages, which are emitted on receipt, slip in between slices. One FIFO for every emit keeps each socket's order:
 * an older update's slice always goes out before a newer update's slice to the same sockets.
 */
export interface SliceTarget {
  /** The socket ids of a local room (a snapshot is taken at emit time). */
  members(room: string): ReadonlySet<string> | undefined;
  /** Emits to exactly these local sockets. */
  emitTo(socketIds: readonly string[], event: string, args: readonly unknown[]): void;
  /** Emits to the whole local room (used when it fits in one slice). */
  emitRoom(room: string, event: string, args: readonly unknown[]): void;
}

interface Slice {
  ids: string[];
  event: string;
  args: readonly unknown[];
}

export class ChunkedEmitter {
  private readonly queue: Slice[] = [];
  private scheduled = false;

  /**
   * @param sliceSize most sockets written in one turn (FANOUT_SLICE_SOCKETS); 0 turns slicing off.
   * @param defer schedules the next turn (setImmediate; tests pass their own).
   */
  constructor(
    private readonly target: SliceTarget,
    private readonly sliceSize: number,
    private readonly defer: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** Emits to a local room; answers how many sockets it will reach. */
  emit(room: string, event: string, ...args: unknown[]): number {
    const members = this.target.members(room);
    const size = members?.size ?? 0;
    if (size === 0) return 0;
    if (this.sliceSize === 0 || (size <= this.sliceSize && this.queue.length === 0)) {
      this.target.emitRoom(room, event, args);
      return size;
    }
    const ids = [...(members ?? [])];
    let start = 0;
    // Nothing queued: the first slice goes out now (a small room never waits); otherwise behind the queue.
    if (this.queue.length === 0) {
      this.target.emitTo(ids.slice(0, this.sliceSize), event, args);
      start = this.sliceSize;
    }
    for (let i = start; i < ids.length; i += this.sliceSize)
      this.queue.push({ ids: ids.slice(i, i + this.sliceSize), event, args });
    this.schedule();
    return size;
  }

  /** Slices still waiting (for tests and metrics). */
  get pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    this.defer(() => {
      this.scheduled = false;
      const slice = this.queue.shift();
      if (slice) this.target.emitTo(slice.ids, slice.event, slice.args);
      this.schedule();
    });
  }
}
