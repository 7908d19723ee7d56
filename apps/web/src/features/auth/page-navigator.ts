import { createContext, useContext } from 'react';

/** Full page navigations (to the gateway's login route, another host); a fake in tests. */
export interface PageNavigator {
  assign(url: string): void;
}

export const browserPageNavigator: PageNavigator = {
  assign: (url) => window.location.assign(url),
};

export const PageNavigatorContext = createContext<PageNavigator>(browserPageNavigator);

/** The page navigator (the browser's unless a test provides one). */
export function usePageNavigator(): PageNavigator {
  return useContext(PageNavigatorContext);
}
