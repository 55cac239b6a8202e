import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, type ProductList } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export function getProducts(
  search: string,
  after: number | null,
  signal?: AbortSignal,
  lowStock = false,
): Promise<ProductList> {
  const params = new URLSearchParams({ limit: String(PRODUCT_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (lowStock) params.set('lowStock', 'true');
  if (after !== null) params.set('after', String(after));
  return api<ProductList>(`/api/products?${params}`, { signal });
}

export const productsQueryOptions = (search: string, lowStock = false) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(search, lowStock),
    queryFn: ({ pageParam, signal }) => getProducts(search, pageParam, signal, lowStock),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextAfter,
  });

/**
 * The shop's products in code order, a page at a time (only those low on stock with `lowStock`);
 * the old results stay while a search loads.
 */
export function useProducts(search: string, lowStock = false) {
  return useInfiniteQuery({ ...productsQueryOptions(search, lowStock), placeholderData: keepPreviousData });
}
