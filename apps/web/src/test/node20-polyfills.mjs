// Loaded into every vitest worker (vite.config.ts test.execArgv). jsdom 31 pulls in undici 8, which needs
// Node >= 22 (it binds zlib.createZstdDecompress when it loads). This machine runs Node 20, so the missing
// zstd decompressor is stubbed; unit tests never fetch zstd-encoded bodies. Remove once Node 22 is the floor.
import zlib from 'node:zlib';

if (typeof zlib.createZstdDecompress !== 'function') {
  zlib.createZstdDecompress = () => {
    throw new Error('zstd decompression needs Node 22 or later');
  };
}
if (typeof zlib.createZstdCompress !== 'function') {
  zlib.createZstdCompress = () => {
    throw new Error('zstd compression needs Node 22 or later');
  };
}
if (zlib.constants && zlib.constants.ZSTD_d_windowLogMax === undefined) {
  try {
    Object.defineProperty(zlib.constants, 'ZSTD_d_windowLogMax', { value: 100, enumerable: true });
  } catch {
    // frozen constants: undici only uses the key as a property name
  }
}

// undici 8 marks its objects uncloneable (Node 22.10+); a no-op is enough for tests.
import workerThreads from 'node:worker_threads';

if (typeof workerThreads.markAsUncloneable !== 'function') {
  workerThreads.markAsUncloneable = () => undefined;
}

// jsdom 31 subclasses the global Iterator and uses its helpers (find, filter, …): ES2025, Node 22+. It is
// installed on Node's global (jsdom's own code) and in every new vm context (the window jsdom creates).
function installIteratorPolyfill(target) {
  if (typeof target.Iterator !== 'undefined') return;
  class IteratorPolyfill {
    [Symbol.iterator]() {
      return this;
    }
  }
  class WrappedIterator extends IteratorPolyfill {
    constructor(source) {
      super();
      this.source = source;
    }
    next() {
      return this.source.next();
    }
  }
  const wrap = (generator) => new WrappedIterator(generator);
  const proto = IteratorPolyfill.prototype;
  proto.map = function map(fn) {
    const it = this;
    return wrap(
      (function* () {
        let i = 0;
        for (const v of it) yield fn(v, i++);
      })(),
    );
  };
  proto.filter = function filter(fn) {
    const it = this;
    return wrap(
      (function* () {
        let i = 0;
        for (const v of it) if (fn(v, i++)) yield v;
      })(),
    );
  };
  proto.flatMap = function flatMap(fn) {
    const it = this;
    return wrap(
      (function* () {
        let i = 0;
        for (const v of it) yield* fn(v, i++);
      })(),
    );
  };
  proto.take = function take(limit) {
    const it = this;
    return wrap(
      (function* () {
        let i = 0;
        if (limit <= 0) return;
        for (const v of it) {
          yield v;
          if (++i >= limit) return;
        }
      })(),
    );
  };
  proto.drop = function drop(count) {
    const it = this;
    return wrap(
      (function* () {
        let i = 0;
        for (const v of it) if (i++ >= count) yield v;
      })(),
    );
  };
  proto.find = function find(fn) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return v;
    return undefined;
  };
  proto.some = function some(fn) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return true;
    return false;
  };
  proto.every = function every(fn) {
    let i = 0;
    for (const v of this) if (!fn(v, i++)) return false;
    return true;
  };
  proto.forEach = function forEach(fn) {
    let i = 0;
    for (const v of this) fn(v, i++);
  };
  proto.toArray = function toArray() {
    return [...this];
  };
  proto.reduce = function reduce(fn, ...initial) {
    let i = 0;
    let hasAcc = initial.length > 0;
    let acc = initial[0];
    for (const v of this) {
      if (hasAcc) acc = fn(acc, v, i++);
      else {
        acc = v;
        hasAcc = true;
        i++;
      }
    }
    if (!hasAcc) throw new TypeError('Reduce of empty iterator with no initial value');
    return acc;
  };
  Object.defineProperty(target, 'Iterator', {
    value: IteratorPolyfill,
    writable: true,
    configurable: true,
  });
}

installIteratorPolyfill(globalThis);

import vm from 'node:vm';

const iteratorSource = `(${installIteratorPolyfill.toString()})(globalThis)`;
const createContext = vm.createContext;
vm.createContext = function createContextWithIterator(...args) {
  const context = createContext.apply(this, args);
  vm.runInContext(iteratorSource, context);
  return context;
};

// Vitest 5 itself (its reporters) and jsdom use these ES2024 statics (Node 21+/22+).
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (groups[key] ??= []).push(item);
    }
    return groups;
  };
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
