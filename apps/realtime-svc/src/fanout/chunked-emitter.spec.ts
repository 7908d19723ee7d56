import { ChunkedEmitter, type SliceTarget } from './chunked-emitter.js';

/** A fake socket server recording every write per socket, with a manual event loop. */
function setup(rooms: Record<string, string[]>, sliceSize: number) {
  const writes: { socket: string; args: readonly unknown[] }[] = [];
  const turns: (() => void)[] = [];
  const target: SliceTarget = {
    members: (room) => (rooms[room] ? new Set(rooms[room]) : undefined),
    emitTo: (ids, _event, args) => ids.forEach((socket) => writes.push({ socket, args })),
    emitRoom: (room, _event, args) =>
      (rooms[room] ?? []).forEach((socket) => writes.push({ socket, args })),
  };
  const emitter = new ChunkedEmitter(target, sliceSize, (run) => turns.push(run));
  const runTurns = () => {
    while (turns.length) turns.shift()!();
  };
  return { emitter, writes, turns, runTurns };
}

const sockets = (n: number, prefix = 's') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('ChunkedEmitter', () => {
  it.each([
    ['a room within one slice', 3, 5, 3, 0],
    ['a room of exactly one slice', 5, 5, 5, 0],
    ['a room of two slices and a bit', 11, 5, 5, 2],
    ['slicing off (0)', 11, 0, 11, 0],
  ])('%s: writes the first slice at once and queues the rest', (_n, size, slice, now, queued) => {
    const { emitter, writes, runTurns } = setup({ r: sockets(size) }, slice);
    expect(emitter.emit('r', 'data_update', 'id', { v: 1 })).toBe(size);
    expect(writes).toHaveLength(now);
    expect(emitter.pending).toBe(queued);
    runTurns();
    expect(writes.map((w) => w.socket).sort()).toEqual(sockets(size).sort());
  });

  it('answers 0 and writes nothing for an empty or unknown room', () => {
    const { emitter, writes, turns } = setup({ r: [] }, 5);
    expect(emitter.emit('r', 'e')).toBe(0);
    expect(emitter.emit('nope', 'e')).toBe(0);
    expect(writes).toHaveLength(0);
    expect(turns).toHaveLength(0);
  });

  it('writes one slice per turn, so other work runs in between', () => {
    const { emitter, writes, turns } = setup({ r: sockets(12) }, 4);
    emitter.emit('r', 'e', 1);
    expect(writes).toHaveLength(4);
    turns.shift()!();
    expect(writes).toHaveLength(8);
    turns.shift()!();
    expect(writes).toHaveLength(12);
    expect(turns).toHaveLength(0);
  });

  it('keeps every socket in order: a newer update never overtakes an older one, even a small room behind a big one', () => {
    const { emitter, writes, runTurns } = setup({ big: sockets(10), small: ['s9'] }, 4);
    emitter.emit('big', 'e', 'v1');
    emitter.emit('big', 'e', 'v2');
    emitter.emit('small', 'e', 'v3'); // s9 is in both rooms: v3 must follow v1 and v2
    runTurns();
    const seen = writes.filter((w) => w.socket === 's9').map((w) => w.args[0]);
    expect(seen).toEqual(['v1', 'v2', 'v3']);
    for (const socket of sockets(10)) {
      const order = writes.filter((w) => w.socket === socket).map((w) => w.args[0]);
      expect(order.slice(0, 2)).toEqual(['v1', 'v2']);
    }
  });
});
