import {
  Component,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Outlet,
  Router,
  matchRoutes,
  renderMatches,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Params,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';

/**
 * The app's route runtime (issue 11 item 3): the route objects of `createAppRoutes` (react-router's RouteObject:
 * `lazy`, `middleware`, redirecting `loader`s, `handle`, `ErrorBoundary`, `HydrateFallback`) run on react-router's
 * declarative core (`<Router>`, `matchRoutes`, `Link`, hooks) instead of its data router, whose engine
 * (`createRouter`: fetchers, actions, revalidation, hydration, view transitions…) weighs ~18 kB gzipped that the
 * site never used. What it does, in react-router's order, on every location change:
 *
 * 1. match the location (`matchRoutes`) and start every matched route's `lazy` at once (layout and page chunks
 *    load side by side);
 * 2. run the matched routes' `middleware`, outermost first (`({request, params}, next)`); a thrown `redirect()`
 *    replaces the location;
 * 3. when the lazies have loaded, run the matched routes' `loader`s; a returned or thrown `redirect()` replaces
 *    the location, other answers are ignored (the app reads data from the thing store, never `useLoaderData`);
 * 4. commit: the page renders the new matches; until then the previous page stays (on first load, the root's
 *    `HydrateFallback`). A newer location abandons an older one.
 *
 * A failed lazy, middleware or loader, and an error thrown while rendering, show the nearest matched route's
 * `ErrorBoundary` (read with `useRouteError` of this module). Not supported (and not used): actions, fetchers,
 * `useLoaderData`, `useNavigation`, blockers, data-router-only components (`<Form>`, `<ScrollRestoration>`: see
 * `ScrollRestorer` in ./root-route.tsx).
 */

/** A react-router history (browser or memory) created with `v5Compat: true`, so push and replace notify. */
export type History = ReturnType<typeof createBrowserHistory>;

/** A matched route of the committed location (what `useMatches` answered under the data router). */
export interface AppRouteMatch {
  readonly route: RouteObject;
  readonly params: Params;
  readonly pathname: string;
  readonly handle: unknown;
}

export interface AppRouterState {
  /** The committed location (what the page shows). */
  readonly location: Location;
  readonly historyAction: NavigationType;
  /** False until the first location has loaded. */
  readonly initialized: boolean;
  readonly matches: readonly RouteMatch[];
  /** A failed lazy/middleware/loader: the index of the matched route whose ErrorBoundary shows it. */
  readonly error: { readonly index: number; readonly value: unknown } | null;
}

export interface AppRouter {
  /** The committed state (replaced, never mutated, on every commit). */
  state: AppRouterState;
  /** Navigates like `useNavigate()`; settles when the navigation (and any redirect it led to) has committed. */
  navigate(
    to: To | number,
    options?: { readonly replace?: boolean; readonly state?: unknown },
  ): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Stops listening to the history. */
  dispose(): void;
  readonly history: History;
  readonly routes: RouteObject[];
  /** Scroll positions by location key, saved as a location is left (for ScrollRestorer). */
  readonly scrollPositions: Map<string, number>;
}

type MiddlewareFn = (
  args: { request: Request; params: Params; context: unknown },
  next: () => Promise<unknown>,
) => unknown;
type LoaderFn = (args: { request: Request; params: Params; context: unknown }) => unknown;

const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

/** Loads a route's `lazy` once and merges what it answers into the route object (as react-router does). */
function loadLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let loading = lazyLoads.get(route);
  if (!loading) {
    loading = Promise.resolve(lazy()).then(
      (props: Partial<RouteObject>) => {
        Object.assign(route, props, { lazy: undefined });
      },
      (error: unknown) => {
        lazyLoads.delete(route);
        throw error;
      },
    );
    lazyLoads.set(route, loading);
  }
  return loading;
}

/** The target of a `redirect()` Response, or null for anything else. */
function readRedirect(value: unknown): string | null {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399) return null;
  return value.headers.get('Location');
}

async function runMiddleware(
  middleware: readonly MiddlewareFn[],
  args: { request: Request; params: Params; context: unknown },
): Promise<void> {
  const run = async (index: number): Promise<void> => {
    const fn = middleware[index];
    if (!fn) return;
    let called = false;
    const next = async () => {
      called = true;
      await run(index + 1);
      return undefined;
    };
    await fn(args, next);
    if (!called) await next();
  };
  await run(0);
}

/** A redirect found while loading a location (thrown to leave the pipeline). */
class Redirect extends Error {
  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

/**
 * The router of `routes` on `history` (the browser's by default; tests pass a memory history, see
 * ./memory-app-router.ts), loading the current location at once.
 */
export function createAppRouter(
  routes: RouteObject[],
  history: History = createBrowserHistory({ v5Compat: true }),
): AppRouter {
  const listeners = new Set<() => void>();
  const waiters: (() => void)[] = [];
  const scrollPositions = new Map<string, number>();
  let generation = 0;
  let pending = false;

  const router: AppRouter = {
    state: {
      location: history.location,
      historyAction: history.action,
      initialized: false,
      matches: [],
      error: null,
    },
    history,
    routes,
    scrollPositions,
    navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') history.go(to);
      else if (navigateOptions.replace) history.replace(to, navigateOptions.state);
      else history.push(to, navigateOptions.state);
      return whenIdle();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => stop(),
  };

  function whenIdle(): Promise<void> {
    return pending ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
  }

  function commit(next: Omit<AppRouterState, 'initialized'>) {
    if (router.state.initialized && next.location.key !== router.state.location.key) {
      scrollPositions.set(router.state.location.key, window.scrollY);
    }
    router.state = { ...next, initialized: true };
    pending = false;
    for (const listener of [...listeners]) listener();
    for (const resolve of waiters.splice(0)) resolve();
  }

  async function load(location: Location, action: NavigationType): Promise<void> {
    const current = ++generation;
    pending = true;
    const matches = matchRoutes(routes, location) ?? [];
    const url = history.createURL(history.createHref(location));
    const request = new Request(url.href);
    const lazies = matches.map((match) => loadLazy(match.route));
    // Awaited below unless a redirect leaves first: a failure then is not an unhandled rejection.
    for (const lazy of lazies) lazy.catch(() => undefined);
    let error: AppRouterState['error'] = null;
    const fail = (index: number, value: unknown) => {
      let at = index;
      while (at > 0 && !matches[at]?.route.ErrorBoundary) at -= 1;
      if (error === null || at < error.index) error = { index: at, value };
    };
    try {
      for (const [index, match] of matches.entries()) {
        const middleware = (match.route.middleware ?? []) as unknown as MiddlewareFn[];
        if (middleware.length === 0) continue;
        try {
          await runMiddleware(middleware, { request, params: match.params, context: undefined });
        } catch (thrown) {
          const to = readRedirect(thrown);
          if (to !== null) throw new Redirect(to);
          fail(index, thrown);
          break;
        }
        if (current !== generation) return;
      }
      const loaded = await Promise.allSettled(lazies);
      if (current !== generation) return;
      loaded.forEach((result, index) => {
        if (result.status === 'rejected') fail(index, result.reason);
      });
      if (error === null) {
        const answers = await Promise.all(
          matches.map(async ({ route, params }) => {
            const loader = route.loader as LoaderFn | undefined;
            if (typeof loader !== 'function') return null;
            try {
              return { value: await loader({ request, params, context: undefined }) };
            } catch (thrown) {
              return { thrown };
            }
          }),
        );
        if (current !== generation) return;
        for (const [index, answer] of answers.entries()) {
          if (answer === null) continue;
          const value = 'thrown' in answer ? answer.thrown : answer.value;
          const to = readRedirect(value);
          if (to !== null) throw new Redirect(to);
          if ('thrown' in answer) fail(index, answer.thrown);
        }
      }
    } catch (thrown) {
      if (!(thrown instanceof Redirect)) throw thrown;
      if (current !== generation) return;
      if (/^[a-z][a-z0-9+.-]*:/i.test(thrown.to) && new URL(thrown.to).origin !== url.origin) {
        window.location.replace(thrown.to);
        return;
      }
      history.replace(thrown.to);
      return;
    }
    if (current !== generation) return;
    commit({ location, historyAction: action, matches, error });
  }

  const start = (location: Location, action: NavigationType) => {
    load(location, action).catch((thrown: unknown) => {
      console.error(thrown);
    });
  };
  const stop = history.listen(({ action, location }) => start(location, action));
  start(history.location, history.action);
  return router;
}

const RouteErrorContext = createContext<unknown>(undefined);
const MatchesContext = createContext<readonly AppRouteMatch[]>([]);
const AppRouterContext = createContext<AppRouter | null>(null);

/** The error the nearest ErrorBoundary route shows (react-router's `useRouteError`). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** Every matched route of the committed location, outermost first (react-router's `useMatches`). */
export function useRouteMatches(): readonly AppRouteMatch[] {
  return useContext(MatchesContext);
}

/** The router of the page (for ScrollRestorer). */
export function useAppRouter(): AppRouter | null {
  return useContext(AppRouterContext);
}

interface BoundaryProps {
  readonly fallback: ComponentType;
  readonly resetKey: string;
  readonly children: ReactNode;
}

/** A route's ErrorBoundary for errors thrown while rendering below it; cleared when the location changes. */
class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean; resetKey: string }
> {
  override state = { error: undefined as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; failed: boolean; resetKey: string },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

function DefaultError() {
  return <p role="alert">Unexpected application error.</p>;
}

function RouteElement({
  route,
  resetKey,
  error,
}: {
  readonly route: RouteObject;
  readonly resetKey: string;
  readonly error?: { readonly value: unknown };
}) {
  const Boundary = route.ErrorBoundary ?? null;
  if (error) {
    const Fallback = Boundary ?? DefaultError;
    return (
      <RouteErrorContext.Provider value={error.value}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
  const Page = route.Component ?? null;
  const content = Page ? <Page /> : (route.element ?? <Outlet />);
  return Boundary ? (
    <RouteErrorBoundary fallback={Boundary} resetKey={resetKey}>
      {content}
    </RouteErrorBoundary>
  ) : (
    content
  );
}

function RenderedMatches({ state }: { readonly state: AppRouterState }) {
  const { matches, error, location } = state;
  const rendered = useMemo(() => {
    const shown = error ? matches.slice(0, error.index + 1) : matches;
    return renderMatches(
      shown.map((match, index) => ({
        ...match,
        route: {
          ...match.route,
          Component: undefined,
          ErrorBoundary: undefined,
          element: (
            <RouteElement
              route={match.route}
              resetKey={location.key}
              error={error && index === error.index ? error : undefined}
            />
          ),
        },
      })),
    );
  }, [matches, error, location.key]);
  const uiMatches = useMemo(
    () =>
      matches.map(({ route, params, pathname }) => ({
        route,
        params,
        pathname,
        handle: route.handle as unknown,
      })),
    [matches],
  );
  return <MatchesContext.Provider value={uiMatches}>{rendered}</MatchesContext.Provider>;
}

/** Renders the router's committed location (react-router's `<RouterProvider>`). */
export function AppRouterProvider({ router }: { readonly router: AppRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  if (!state.initialized) {
    const Fallback = router.routes[0]?.HydrateFallback ?? null;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <AppRouterContext.Provider value={router}>
      <Router
        location={state.location}
        navigationType={state.historyAction}
        navigator={router.history}
      >
        <RenderedMatches state={state} />
      </Router>
    </AppRouterContext.Provider>
  );
}
