/** Query keys of the customers feature: mutations invalidate what they change. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filter: { search: string; aniversariantes: boolean }) => [...customerKeys.lists(), filter] as const,
  top: () => [...customerKeys.all, 'top'] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  purchases: (id: number) => [...customerKeys.detail(id), 'purchases'] as const,
  credit: (id: number) => [...customerKeys.detail(id), 'credit'] as const,
  /** Under the credit: a credit entry refreshes the cashback beside it. */
  cashback: (id: number) => [...customerKeys.credit(id), 'cashback'] as const,
};
