import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ADMIN_STORE_PAGE_SIZE,
  type AdminPasswordResetLink,
  type AdminStoreList,
  type StoreStatus,
} from '../../../../shared/contracts/admin.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const adminStoresQueryOptions = (busca: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.storeList(busca),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(ADMIN_STORE_PAGE_SIZE) });
      if (busca) query.set('busca', busca);
      return api<AdminStoreList>(`/api/admin/stores?${query}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Keep showing the previous results while a new search loads.
    placeholderData: keepPreviousData,
  });

/** The platform's shops matching the search, newest first, one page at a time, and its counters. */
export function useAdminStores(busca: string) {
  const query = useInfiniteQuery(adminStoresQueryOptions(busca));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    stores: pages.flatMap((p) => p.stores),
    matching: pages[0]?.matching ?? 0,
    counts: pages[0]?.counts,
  };
}

export function useSetStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, status }: { storeId: number; status: StoreStatus }) =>
      api<void>(`/api/admin/stores/${storeId}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.stores }),
  });
}

/** A one-time link (30 minutes) to set a shop's new password; a new one supersedes the older. */
export function useIssueResetLink() {
  return useMutation({
    mutationFn: (storeId: number) =>
      api<AdminPasswordResetLink>(`/api/admin/stores/${storeId}/password-reset`, { method: 'POST' }),
  });
}
