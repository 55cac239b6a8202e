import type { CreateOrderInput, PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/**
 * Places the order; the body carries the attempt's idempotency key, so a retry cannot order twice,
 * and the buyer's pass when there is one. The answer gives the pass back when it was valid.
 */
export function useCreateOrder(storeId: number) {
  return useWrite((input: CreateOrderInput & { idempotencyKey: string }) =>
    api<{ order: PublicOrder; passe: string | null }>(`/api/storefront/stores/${storeId}/orders`, {
      method: 'POST',
      body: input,
    }),
  );
}
