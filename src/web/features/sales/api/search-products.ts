import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearch, ProductSearchResult } from '../../../../shared/contracts/products.ts';
import { ApiClientError, api } from '../../../api/client.ts';
import { searchCatalog } from '../offline/offline-catalog.ts';
import { saleKeys } from './keys.ts';

export const PRODUCT_SEARCH_MIN = 2;

/**
 * The server's search; without a network, the same search on the catalogue kept on this device
 * (offline/offline-catalog.ts), so the counter keeps selling. Runs even while the browser says it
 * is offline ('always'), which is when the kept catalogue answers.
 */
export const productSearchQueryOptions = (q: string, storeId: number) =>
  queryOptions({
    queryKey: saleKeys.productSearch(q),
    queryFn: async ({ signal }): Promise<ProductSearch> => {
      try {
        return await api<ProductSearch>(`/api/products/search?q=${encodeURIComponent(q)}`, { signal });
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 0) return { products: searchCatalog(storeId, q) };
        throw err;
      }
    },
    networkMode: 'always',
    retry: false,
    staleTime: 5_000,
  });

/** The counter's search: exact barcode, exact code or name, 5 results, from 2 characters. */
export function useProductSearch(q: string, storeId: number) {
  return useQuery({
    ...productSearchQueryOptions(q, storeId),
    enabled: q.trim().length >= PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/** The server's current quote of each product of the sale (found by its exact code), for a requote. */
export async function quoteProducts(lines: { productId: number; code: number }[]): Promise<ProductSearchResult[]> {
  const found = await Promise.all(
    lines.map(async (line) => {
      const { products } = await api<ProductSearch>(`/api/products/search?q=${encodeURIComponent(`#${line.code}`)}`);
      return products.find((p) => p.id === line.productId);
    }),
  );
  return found.filter((p): p is ProductSearchResult => p !== undefined);
}
