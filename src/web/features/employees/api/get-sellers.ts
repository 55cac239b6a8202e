import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { employeeKeys } from './keys.ts';

/** A seller as the counter sale picks one: no goals or sales (a Caixa reads this list). */
export interface Seller {
  id: number;
  name: string;
}

export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.sellers,
    queryFn: ({ signal }) => api<Seller[]>('/api/employees/sellers', { signal }),
  });

export function useSellers() {
  return useQuery(sellersQueryOptions());
}
