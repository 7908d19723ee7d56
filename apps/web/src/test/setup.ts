import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy route chunks load cold in the first test of a file; on a busy 2-core CI machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself with test globals; this suite imports from vitest explicitly.
afterEach(() => {
  cleanup();
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
