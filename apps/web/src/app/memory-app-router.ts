import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { createAppRouter, type AppRouter } from './route-runtime.js';

/** The app router on an in-memory history starting at `path` (tests; the browser's history stays out of them). */
export function createMemoryAppRouter(routes: RouteObject[], path: string): AppRouter {
  return createAppRouter(routes, createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}
