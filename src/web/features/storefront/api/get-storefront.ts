import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { api } from '../../../api/client.ts';
import { type QueryOptions, useQuery } from '../../../public-site/data.ts';
import { takeEmbeddedStorefront } from './embedded-storefront.ts';
import { storefrontKeys } from './keys.ts';

export const storefrontQueryOptions = (storeId: number): QueryOptions<Storefront> => ({
  queryKey: storefrontKeys.store(storeId),
  // Always asked of the server (a 304 when unchanged): what the owner just changed shows at once.
  queryFn: ({ signal }) => api<Storefront>(`/api/storefront/stores/${storeId}`, { signal, cache: 'no-cache' }),
  // The copy the server put in the page's HTML, if any: the first render needs no request (it is
  // as fresh as the page itself, so it counts as fetched now).
  initialData: () => takeEmbeddedStorefront(storeId),
  // While a flash promotion runs, the owner may end it early: look again every minute.
  refetchInterval: (data) => (data?.promocao ? 60_000 : false),
});

/** A shop's public profile and products. */
export function useStorefront(storeId: number) {
  return useQuery(storefrontQueryOptions(storeId));
}
