import type { OrderStatus } from '../../../../shared/contracts/owner-orders.ts';

/** Query keys of the orders feature: everything under `all` is refreshed by a live event. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (status: OrderStatus | undefined) => ['orders', 'list', status ?? 'todos'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};
