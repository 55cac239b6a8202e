import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '../../../../../shared/contracts/products.ts';
import { api } from '../../../../api/client.ts';
import { promotionKeys } from './keys.ts';

/** How many products the checklist shows at once (the search narrows a larger catalogue). */
export const CHOICES_LIMIT = 200;

export const promotionProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: promotionKeys.products(search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(CHOICES_LIMIT) });
      if (search) params.set('search', search);
      return api<ProductList>(`/api/products?${params}`, { signal });
    },
  });

/** The shop's products to choose from, in code order (the first ones come preselected). */
export function usePromotionProducts(search: string) {
  return useQuery({ ...promotionProductsQueryOptions(search), placeholderData: keepPreviousData });
}
