import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderList, OrderStatus, OwnerOrder } from '../../../../shared/contracts/owner-orders.ts';
import { api } from '../../../api/client.ts';
import { ordersKeys } from './keys.ts';

export interface UpdateOrderStatusVariables {
  orderId: string;
  status: OrderStatus;
  /** Required for cancelado (the server refuses a cancel without it), absent otherwise. */
  motivo?: string;
}

/** Asks the server for the next step (or the cancel); the server decides whether it is allowed. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status, motivo }: UpdateOrderStatusVariables) =>
      api<OwnerOrder>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
        method: 'PATCH',
        body: motivo === undefined ? { status } : { status, motivo },
      }),
    onSuccess: (order) => {
      // Show the new status at once; the refetch below brings the counts and filters up to date.
      queryClient.setQueriesData<InfiniteData<OrderList>>({ queryKey: ordersKeys.lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                orders: page.orders.map((o) => (o.id === order.id ? order : o)),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
