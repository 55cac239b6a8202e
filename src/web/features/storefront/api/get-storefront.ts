import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { api } from '../../../api/client.ts';

export const storefrontQueryKey = (storeId: number) => ['storefront', storeId] as const;

export const storefrontQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: storefrontQueryKey(storeId),
    queryFn: ({ signal }) => api<Storefront>(`/api/storefront/stores/${storeId}`, { signal }),
  });

/** A shop's public profile and products. */
export function useStorefront(storeId: number) {
  return useQuery(storefrontQueryOptions(storeId));
}
