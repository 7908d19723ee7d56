import type { Plugin, Rollup, UserConfig } from 'vite';

/**
 * Leaner preload lists (issue 11 item 3). Vite wraps every `import()` in the build with the list of chunks to
 * fetch alongside it (so a lazy page and its imports load in parallel), and those lists name every chunk the
 * lazy chunk imports, including the ones its importer has already loaded statically (React, the router, the
 * Mantine core in the entry). Those names are dead weight in the entry. This drops, from each list, the chunks
 * in the static import graph of the chunk that makes the `import()`: they were loaded before it could run.
 *
 * Use both halves: `plugins: [leanPreloads.plugin]` and `build.modulePreload: leanPreloads.modulePreload`.
 */
export function leanPreloadLists(): {
  readonly plugin: Plugin;
  readonly modulePreload: NonNullable<UserConfig['build']>['modulePreload'];
} {
  let bundle: Rollup.OutputBundle | null = null;
  const closures = new Map<string, ReadonlySet<string>>();

  /** Every chunk `fileName` imports statically, directly or not (itself included). */
  function staticClosure(fileName: string): ReadonlySet<string> {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [fileName];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = bundle?.[file];
      if (chunk?.type === 'chunk') stack.push(...chunk.imports);
    }
    closures.set(fileName, seen);
    return seen;
  }

  return {
    plugin: {
      name: 'castline:lean-preload-lists',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis writes the lists (it calls resolveDependencies below).
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies(_file, deps, { hostId, hostType }) {
        if (hostType !== 'js' || bundle === null) return deps;
        const loaded = staticClosure(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  };
}
