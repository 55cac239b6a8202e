import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageData } from '../../shared/page-data.ts';
import { EMBEDDED_PAGE_DATA_ID, parseStoreId } from '../../shared/storefront.ts';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { takeEmbeddedStorefront } from '../features/storefront/api/embedded-storefront.ts';
import { markServerPage } from '../lib/hydration.ts';
import { drawnAtOf, PublicApp } from './app.tsx';
import { loadPage } from './page.tsx';
// Inter, self-hosted (font-display: swap; the files come from our own origin, CSP font-src 'self').
import '@fontsource-variable/inter';
import '../styles.css';

/**
 * The public entry (public.html): the pages a shop's customers open, one page per document
 * (docs/decisions/038-public-pages-one-per-load.md), without React Router and TanStack Query. The
 * page's code is loaded first (the server's page preloads it), so the first render is the page. A
 * page the server drew is hydrated: its HTML is already on screen, and React takes it over.
 */
/** The data the server drew a visitor's page from (`EMBEDDED_PAGE_DATA_ID`), read once; nothing when none. */
function takeEmbeddedPageData(): PageData {
  const element = document.getElementById(EMBEDDED_PAGE_DATA_ID);
  if (!element) return {};
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as PageData | null;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

const root = document.getElementById('root');
if (root) {
  const { pathname, search } = window.location;
  const address = { pathname, search };
  try {
    const page = await loadPage(pathname);
    const storeId = parseStoreId(page.params.storeId);
    const storefront = storeId === null ? undefined : takeEmbeddedStorefront(storeId);
    const data: PageData = { ...takeEmbeddedPageData(), ...(storefront ? { storefront } : {}) };
    const drawnAt = drawnAtOf(root);
    if (root.firstElementChild && drawnAt !== undefined) {
      markServerPage(drawnAt);
      // As a transition, the hydration yields to the browser every few milliseconds instead of
      // holding the main thread in one long task: the page is already on screen (decision 037).
      startTransition(() => {
        hydrateRoot(root, <PublicApp page={page} address={address} data={data} drawnAt={drawnAt} />);
      });
    } else {
      root.replaceChildren();
      createRoot(root).render(<PublicApp page={page} address={address} data={data} />);
    }
  } catch (err) {
    // The page's code could not be fetched (a new version deployed meanwhile, the network).
    console.error(err);
    createRoot(root).render(<RouteErrorScreen />);
  }
}
