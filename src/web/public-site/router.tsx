import {
  Component,
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isPublicPath, matchPath } from '../../shared/paths.ts';
import type { AppLinkProps } from '../components/app-link.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { PageLoading } from '../components/ui/spinner.tsx';
import { pageTitle, useDocumentTitle } from '../lib/page-title.ts';

/**
 * The public pages' router: the paths of src/shared/paths.ts, the browser's history, a lazily
 * loaded chunk per page. What the public pages used of React Router, in a few lines
 * (docs/decisions/031-lean-public-entry.md); the owner panel keeps React Router. Links and
 * navigations to a public page stay in this entry; any other path (the owner panel, sign-in,
 * sign-up) is a full page load, which the server answers with the owner panel's entry.
 */

/** The part of `window` the router uses (a test gives its own). */
export interface BrowserLike {
  location: { href: string; pathname: string; search: string; hash: string; origin: string };
  history: {
    state: unknown;
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
    go(delta: number): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
  scrollTo(x: number, y: number): void;
  /** A full page load (a path of the other entry). */
  assign(url: string): void;
  replace(url: string): void;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (`navigate(to, { state })`). */
  state: unknown;
  /** The entry's position in this tab's history: 0 for the page the tab opened first. */
  idx: number;
}

/** history.state as React Router keeps it (`usr`, `idx`): the owner panel's pages read `idx` too. */
interface HistoryState {
  usr?: unknown;
  idx?: number;
  key?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export interface History {
  location(): Location;
  navigate: Navigate;
  listen(listener: () => void): () => void;
}

export function createHistory(browser: BrowserLike): History {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const state = (browser.history.state ?? {}) as HistoryState;
    const { pathname, search, hash } = browser.location;
    return { pathname, search, hash, state: state.usr ?? null, idx: state.idx ?? 0 };
  };
  let current = read();
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  browser.addEventListener('popstate', changed);
  if (browser.history.state === null)
    browser.history.replaceState({ usr: null, idx: 0, key: 'default' }, '', browser.location.href);
  return {
    location: () => current,
    navigate(to, { replace = false, state = null } = {}) {
      if (typeof to === 'number') return browser.history.go(to);
      const url = new URL(to, browser.location.href);
      if (url.origin !== browser.location.origin || !isPublicPath(url.pathname)) {
        return replace ? browser.replace(url.href) : browser.assign(url.href);
      }
      const idx = current.idx + (replace ? 0 : 1);
      const data: HistoryState = { usr: state, idx, key: Math.random().toString(36).slice(2, 10) };
      if (replace) browser.history.replaceState(data, '', url.href);
      else browser.history.pushState(data, '', url.href);
      const samePage = url.pathname === current.pathname;
      changed();
      if (!samePage) browser.scrollTo(0, 0);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What a click on a link does: left to the browser (a new tab, a download, another entry) or routed here. */
export function linkClickAction(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  /** `download`: whether the link has the attribute (a real anchor's `.download` is '' without it). */
  anchor: { target?: string; download?: boolean; href: string },
  origin: string,
): 'browser' | 'router' {
  if (event.defaultPrevented || event.button !== 0) return 'browser';
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return 'browser';
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return 'browser';
  const url = new URL(anchor.href, origin);
  return url.origin === origin && isPublicPath(url.pathname) ? 'router' : 'browser';
}

const browserWindow: BrowserLike | null =
  typeof window === 'undefined'
    ? null
    : {
        location: window.location,
        history: window.history,
        addEventListener: (type, listener) => window.addEventListener(type, listener),
        scrollTo: (x, y) => window.scrollTo(x, y),
        assign: (url) => window.location.assign(url),
        replace: (url) => window.location.replace(url),
      };

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location>({ pathname: '/', search: '', hash: '', state: null, idx: 0 });
const ParamsContext = createContext<Record<string, string>>({});

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('public router: no <Router>');
  return history;
}

export const useLocation = (): Location => useContext(LocationContext);
export const useParams = (): Record<string, string | undefined> => useContext(ParamsContext);
export const useNavigate = (): Navigate => useHistory().navigate;

/** The address's query string, read (`?pedido=...`). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A link: a plain `<a>`; a click on one to a public page is routed here, any other loads the page. */
export function Link({ to, replace, state, onClick, ...rest }: AppLinkProps & NavigateOptions) {
  const history = useHistory();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const anchor = event.currentTarget;
        const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
        if (linkClickAction(event, link, window.location.origin) === 'browser') return;
        event.preventDefault();
        history.navigate(to, { replace, state });
      }}
    />
  );
}

export interface Route {
  pattern: string;
  /** The browser tab's title ('Carrinho · FidelizaLoja'); pages whose title depends on data set it themselves. */
  title?: string;
  load: () => Promise<ComponentType>;
}

class ErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  /** Another page: try again (the error screen belongs to the page that failed). */
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

const pages = new WeakMap<Route, LazyExoticComponent<ComponentType>>();
/** Pages whose code is already here (`loadRouteFor`): rendered at once, without the loading screen. */
const loadedPages = new WeakMap<Route, ComponentType>();

function routeFor(
  routes: Route[],
  notFound: Route,
  pathname: string,
): { route: Route; params: Record<string, string> } {
  for (const route of routes) {
    const params = matchPath(route.pattern, pathname);
    if (params) return { route, params };
  }
  return { route: notFound, params: {} };
}

/**
 * Fetches the code of the page at `pathname` (the page a tab opens, whose chunk the server's page
 * already preloads), so that the first render draws the page itself and not the loading screen
 * first. A failure is left to the page's own lazy load, which tries again and shows its error.
 */
export async function loadRouteFor(routes: Route[], notFound: Route, pathname: string): Promise<void> {
  const { route } = routeFor(routes, notFound, pathname);
  try {
    loadedPages.set(route, await route.load());
  } catch {
    // The lazy page will ask again.
  }
}

function pageOf(route: Route): ComponentType {
  const loaded = loadedPages.get(route);
  if (loaded) return loaded;
  let page = pages.get(route);
  if (!page) {
    page = lazy(async () => ({ default: await route.load() }));
    pages.set(route, page);
  }
  return page;
}

function Screen({ route, params }: { route: Route; params: Record<string, string> }) {
  useDocumentTitle(route.title ? pageTitle(route.title) : undefined);
  const Page = pageOf(route);
  return (
    <ParamsContext.Provider value={params}>
      <Page />
    </ParamsContext.Provider>
  );
}

/**
 * Renders the first route whose pattern matches the address (`notFound` when none). A navigation
 * keeps the current page on screen while the next page's code loads (a transition), as React
 * Router did; a page that fails to load or to render shows the route error screen.
 */
export function Router({ routes, notFound, history: given }: { routes: Route[]; notFound: Route; history?: History }) {
  const history = useMemo(() => given ?? createHistory(browserWindow as BrowserLike), [given]);
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    const sync = () => startTransition(() => setLocation(history.location()));
    const stop = history.listen(sync);
    // A page's effects run before this one: a navigation made by the first page's own effect (the
    // empty checkout sending the customer back to the shop) came before the listener.
    sync();
    return stop;
  }, [history]);
  const { route, params } = routeFor(routes, notFound, location.pathname);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>
        <ErrorBoundary pathname={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Screen route={route} params={params} />
          </Suspense>
        </ErrorBoundary>
      </LocationContext.Provider>
    </HistoryContext.Provider>
  );
}
