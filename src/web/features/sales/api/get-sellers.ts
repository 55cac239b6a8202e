import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { saleKeys } from './keys.ts';

export interface Seller {
  id: number;
  name: string;
}

/** The sellers' names for the sale's Vendedor (the list a Caixa may read: no goals or sales). */
export function useSellers() {
  return useQuery({
    queryKey: saleKeys.sellers,
    queryFn: ({ signal }) => api<Seller[]>('/api/employees/sellers', { signal }),
  });
}
