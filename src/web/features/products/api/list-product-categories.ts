import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: ({ signal }) => api<{ categories: string[] }>('/api/products/categories', { signal }),
  });

/** Categories already in use, offered as suggestions so the shop's categories stay consistent. */
export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions());
}
