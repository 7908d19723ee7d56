import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { CLIENT_TEXT } from '../../../lib/client-text.js';

/** How long after the page shows a module body's chunk is fetched, so opening the module is instant. */
export const MODULE_BODY_PREFETCH_MS = 2000;

/**
 * A module body as a lazy chunk of its own, for a body much heavier than its module's frame (the bracket view):
 * every module is already a lazy chunk of the layout, so this is only for code worth keeping out until the
 * module opens. `load` imports it,
 * `Body` renders it inside Suspense, and `usePrefetch` fetches it a moment after the page shows.
 */
export function lazyModuleBody(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | null = null;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await once() }));
  function Body() {
    return (
      <Suspense
        fallback={
          <Center py="sm">
            <Loader size="sm" aria-label={CLIENT_TEXT.loading} />
          </Center>
        }
      >
        <Lazy />
      </Suspense>
    );
  }
  function usePrefetch() {
    useEffect(() => {
      const timer = window.setTimeout(
        () => void once().catch(() => undefined),
        MODULE_BODY_PREFETCH_MS,
      );
      return () => window.clearTimeout(timer);
    }, []);
  }
  return { Body, usePrefetch };
}
