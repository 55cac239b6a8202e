import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { buyerOrderQueryKey } from './get-buyer-order.ts';
import { storefrontQueryKey } from './get-storefront.ts';

/** Places the order; the body carries the attempt's idempotency key, so a retry cannot order twice. */
export function useCreateOrder(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput & { idempotencyKey: string }) =>
      api<{ order: PublicOrder }>(`/api/storefront/stores/${storeId}/orders`, { method: 'POST', body: input }),
    onSuccess: ({ order }) => queryClient.setQueryData(buyerOrderQueryKey(order.id), order),
    // Stock changed (ours or someone else's): show the shop's current products.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storefrontQueryKey(storeId) }),
  });
}
