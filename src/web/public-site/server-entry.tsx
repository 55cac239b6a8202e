import { renderToString } from 'react-dom/server';
import type { Storefront } from '../../shared/contracts/storefront.ts';
import { storefrontKeys } from '../features/storefront/api/keys.ts';
import { markServerPage } from '../lib/hydration.ts';
import { PublicApp } from './app.tsx';
import { QueryStore, QueryStoreProvider } from './data.ts';
import { type BrowserLike, createHistory, loadRouteFor } from './router.tsx';
import { notFound, routes } from './routes.ts';

/** What the server already holds for a page: a shop's pages have its storefront (from its cache). */
export interface ServerPageData {
  storefront?: Storefront;
}

/** The one address a server render is of: nothing navigates, nothing is listened to. */
function addressOnly(pathname: string): BrowserLike {
  const origin = 'http://localhost';
  return {
    location: { href: `${origin}${pathname}`, pathname, search: '', hash: '', origin },
    history: { state: { usr: null, idx: 0 }, pushState() {}, replaceState() {}, go() {} },
    addEventListener() {},
    scrollTo() {},
    assign() {},
    replace() {},
  };
}

/**
 * The HTML of a public page, as the browser's first render draws it (the browser then hydrates it):
 * the same tree as the public entry's, its reads answered from `data` in a cache of this render's
 * own. A read the server does not have renders as it does in the browser before its answer.
 */
export async function renderPublicPage(pathname: string, data: ServerPageData = {}): Promise<string> {
  markServerPage();
  await loadRouteFor(routes, notFound, pathname);
  const store = new QueryStore();
  const { storefront } = data;
  if (storefront) store.seed(storefrontKeys.store(storefront.store.id), () => storefront);
  return renderToString(
    <QueryStoreProvider value={store}>
      <PublicApp history={createHistory(addressOnly(pathname))} />
    </QueryStoreProvider>,
  );
}
