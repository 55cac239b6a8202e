import { createContext, useContext } from 'react';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { usePageData } from '../../../public-site/page.tsx';
import { type Read, useRead } from '../../../public-site/reads.ts';

/**
 * A shop's public profile and products. The page the server sent may carry them (its cached
 * storefront): then the first render needs no request. Always revalidated with the server when
 * asked again (a 304 when unchanged), so what the owner just changed shows at once.
 */
export function useStorefrontRead(storeId: number | null): Read<Storefront> {
  const { storefront } = usePageData();
  return useRead<Storefront>(storeId === null ? null : `/api/storefront/stores/${storeId}`, {
    initial: storefront && storefront.store.id === storeId ? storefront : undefined,
    cache: 'no-cache',
    // While a flash promotion runs, the owner may end it early: look again every minute.
    pollEvery: (data) => (data?.promocao ? 60_000 : false),
  });
}

/** The shop's read of the page (StorefrontLoader provides it), for the parts that refresh it. */
export const StorefrontReadContext = createContext<Read<Storefront> | null>(null);

/** The read StorefrontLoader made for this page. */
export function useShopRead(): Read<Storefront> {
  const read = useContext(StorefrontReadContext);
  if (!read) throw new Error('useShopRead: outside StorefrontLoader');
  return read;
}
