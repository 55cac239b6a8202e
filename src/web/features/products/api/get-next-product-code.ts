import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextProductCode } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

export const nextProductCodeQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.nextCode,
    queryFn: ({ signal }) => api<NextProductCode>('/api/products/next-code', { signal }),
    staleTime: 0,
  });

/** The code the server will give the next product (null at the 10,000 limit). */
export function useNextProductCode() {
  return useQuery(nextProductCodeQueryOptions());
}
