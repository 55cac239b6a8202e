import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
} from 'react';
import type { PageData } from '../../shared/page-data.ts';
import { matchPath } from '../../shared/paths.ts';

import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { type PublicRoute, routeFor } from './routes.ts';

/**
 * One public page per document (docs/decisions/038-public-pages-one-per-load.md): the address is
 * matched once against the route table of src/shared/paths.ts (routes.ts), the page's code is
 * loaded before the first render, and moving to another page is a page load, which the server
 * answers (drawn, for the pages it draws). Nothing here keeps history or routes clicks: a link is
 * an `<a href>`.
 */

/** What a page knows of its address. */
export interface PageAddress {
  pathname: string;
  /** The query string, with its '?' ('' when none). */
  search: string;
}

interface PageContextValue {
  address: PageAddress;
  params: Record<string, string>;
  data: PageData;
}

const PageContext = createContext<PageContextValue>({
  address: { pathname: '/', search: '' },
  params: {},
  data: {},
});

/** The `:name` parts of the page's address (`:storeId`). */
export const useParams = (): Record<string, string | undefined> => useContext(PageContext).params;

/** The address's query string, read (`?pedido=...`). */
export function useSearchParams(): URLSearchParams {
  const { search } = useContext(PageContext).address;
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The data the server sent with the page (empty for a page it did not draw). */
export const usePageData = (): PageData => useContext(PageContext).data;

/** Opens another page: a page load (`replace`: the current one leaves the tab's history). */
export function goTo(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

/**
 * The route's tab title, set before the page's own effects run (a layout effect): a page whose
 * title depends on its data ('Pesquisa de Satisfação · Padaria') sets it after, and keeps it.
 */
function Titled({ route, children }: { route: PublicRoute; children: ReactNode }) {
  const title = route.title ? pageTitle(route.title) : undefined;
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return children;
}

/** A page ready to render: its route, its code (loaded) and its address's parts. */
export interface LoadedPage {
  route: PublicRoute;
  Page: ComponentType;
  params: Record<string, string>;
}

/**
 * Loads the code of the page at `pathname` (the not-found page when no route matches). Throws
 * when the code cannot be fetched: the entry shows the error screen.
 */
export async function loadPage(pathname: string): Promise<LoadedPage> {
  const route = routeFor(pathname);
  const params = matchPath(route.pattern, pathname) ?? {};
  return { route, Page: await route.load(), params };
}

/** The page of one document, the same on the server and in the browser that hydrates it. */
export function PublicPage({ page, address, data = {} }: { page: LoadedPage; address: PageAddress; data?: PageData }) {
  const { route, Page, params } = page;
  const value = useMemo(() => ({ address, params, data }), [address, params, data]);
  return (
    <PageContext.Provider value={value}>
      <ErrorBoundary>
        <Titled route={route}>
          <Page />
        </Titled>
      </ErrorBoundary>
    </PageContext.Provider>
  );
}
