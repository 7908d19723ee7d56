import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT, © 2021-present Floating UI contributors), the only thing
 * Mantine's ScrollArea imports from it. Served to ScrollArea by ../mantine-lean-imports.ts so that a page with a
 * table or scroll area does not load floating-ui's whole chunk (popovers, menus: ~15 kB gzipped).
 */
export function useMergeRefs<Instance>(
  refs: readonly (Ref<Instance> | undefined)[],
): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCleanup = ref(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
        }
        (ref as { current: Instance | null }).current = instance;
        return () => {
          (ref as { current: Instance | null }).current = null;
        };
      });
      return () => {
        for (const cleanup of cleanups) cleanup?.();
      };
    },
    // The refs themselves are the dependencies, as in floating-ui.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
