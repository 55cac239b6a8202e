import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearch, ProductSearchResult } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';
import { saleKeys } from './keys.ts';

export const PRODUCT_SEARCH_MIN = 2;

export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: saleKeys.productSearch(q),
    queryFn: ({ signal }) => api<ProductSearch>(`/api/products/search?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 5_000,
  });

/** The counter's search: exact barcode, exact code or name, 5 results, from 2 characters. */
export function useProductSearch(q: string) {
  return useQuery({
    ...productSearchQueryOptions(q),
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
