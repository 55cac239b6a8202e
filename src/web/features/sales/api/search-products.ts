import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearch } from '../../../../shared/contracts/products.ts';
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
