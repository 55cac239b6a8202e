import type { CheckoutCustomer } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/** A known customer's data, once the birth date they type matches the shop's record. */
export function useConfirmCustomer(storeId: number) {
  return useWrite((input: { cpf: string; dataNascimento: string }) =>
    api<CheckoutCustomer>(`/api/storefront/stores/${storeId}/customers/confirm`, { method: 'POST', body: input }),
  );
}
