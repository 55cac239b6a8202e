import type { CreateOrderInput, PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { invalidateQueries, setQueryData, useMutation } from '../../../public-site/data.ts';
import { storefrontKeys } from './keys.ts';

/**
 * Places the order; the body carries the attempt's idempotency key, so a retry cannot order twice,
 * and the buyer's pass when there is one. The answer gives the pass back when it was valid.
 */
export function useCreateOrder(storeId: number) {
  return useMutation({
    mutationFn: (input: CreateOrderInput & { idempotencyKey: string }) =>
      api<{ order: PublicOrder; passe: string | null }>(`/api/storefront/stores/${storeId}/orders`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ order }) => setQueryData(storefrontKeys.buyerOrder(order.id), order),
    // Stock changed (ours or someone else's): show the shop's current products.
    onSettled: () => invalidateQueries(storefrontKeys.store(storeId)),
  });
}
