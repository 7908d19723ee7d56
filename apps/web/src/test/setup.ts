import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// Lazy route chunks load cold in the first test of a file; on a busy 2-core machine that can take seconds. Every
// findBy/waitFor gets 10 s; vite.config.ts gives each test 30 s, so one slow wait fails as itself, never as a
// test timeout. Specs use this default rather than their own shorter timeouts.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library only cleans up by itself with test globals; this suite imports from vitest explicitly.
// The toast store is a module singleton: toasts left by one test (5 s each, at most 5 shown, the rest queued) would
// hide the next test's toasts in the queue.
afterEach(() => {
  cleanup();
  notifications.clean();
});

// Mantine reads matchMedia (color scheme, responsive props); jsdom has none.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
// ScrollRestoration scrolls on navigation; jsdom does not implement it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
