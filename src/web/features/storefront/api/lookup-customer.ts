import type { CustomerLookupResult } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/** Does this shop know the CPF? Only that and the first name (the CPF travels in the body). */
export function useLookupCustomer(storeId: number) {
  return useWrite((cpf: string) =>
    api<CustomerLookupResult>(`/api/storefront/stores/${storeId}/customers/lookup`, {
      method: 'POST',
      body: { cpf },
    }),
  );
}
