import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyCustomer } from '../../../../shared/contracts/loyalty.ts';
import { ApiClientError, api } from '../../../api/client.ts';
import { loyaltyKeys } from './keys.ts';

/** The shop's customer with this CPF (digits), or null when there is none yet. */
export const loyaltyCustomerQueryOptions = (cpf: string) =>
  queryOptions({
    queryKey: loyaltyKeys.customer(cpf),
    queryFn: async ({ signal }) => {
      try {
        return await api<LoyaltyCustomer>('/api/loyalty/customers/lookup', { method: 'POST', body: { cpf }, signal });
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 0,
  });

/** Looks the customer up once `cpf` is a complete, valid CPF (pass null before that). */
export function useLoyaltyCustomer(cpf: string | null) {
  return useQuery({ ...loyaltyCustomerQueryOptions(cpf ?? ''), enabled: cpf !== null });
}
