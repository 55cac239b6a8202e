import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStoreList, StoreStatus } from '../../../../shared/contracts/admin.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const adminStoresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminStores,
    queryFn: ({ signal }) => api<AdminStoreList>('/api/admin/stores', { signal }),
  });

export function useAdminStores() {
  return useQuery(adminStoresQueryOptions());
}

export function useSetStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, status }: { storeId: number; status: StoreStatus }) =>
      api<void>(`/api/admin/stores/${storeId}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStores }),
  });
}
