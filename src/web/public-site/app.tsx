import { StrictMode, useEffect } from 'react';
import type { PageData } from '../../shared/page-data.ts';
import { Toasts } from '../components/toasts.tsx';
import { pageHydrated } from '../lib/hydration.ts';
import { type LoadedPage, type PageAddress, PublicPage } from './page.tsx';

/**
 * The public pages' whole tree, the same in the browser and on the server, so that the page the
 * server draws is the one the browser hydrates: one page, of one address, with what the server
 * sent for it.
 */
export function PublicApp({
  page,
  address,
  data,
  drawnAt,
}: {
  page: LoadedPage;
  address: PageAddress;
  data?: PageData;
  /** When the server drew this page (ms): written in the HTML, read back by the browser to hydrate it. */
  drawnAt?: number;
}) {
  useEffect(pageHydrated, []);
  return (
    <StrictMode>
      <div data-drawn-at={drawnAt}>
        <PublicPage page={page} address={address} data={data} />
      </div>
      <Toasts />
    </StrictMode>
  );
}

/** The time written by `PublicApp` in a page the server drew, read from its root element. */
export function drawnAtOf(root: Element): number | undefined {
  const at = Number(root.firstElementChild?.getAttribute('data-drawn-at'));
  return Number.isFinite(at) && at > 0 ? at : undefined;
}
