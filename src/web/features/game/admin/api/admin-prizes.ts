import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGamePrize,
  AdminGamePrizeList,
  GamePrizeInput,
  GamePrizePatch,
} from '../../../../../shared/contracts/game.ts';
import { api } from '../../../../api/client.ts';
import { gameKeys } from '../../api/keys.ts';

export const adminPrizesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.adminPrizes,
    queryFn: ({ signal }) => api<AdminGamePrizeList>('/api/admin/game/prizes', { signal }),
  });

export function useAdminPrizes() {
  return useQuery(adminPrizesQueryOptions());
}

/** Adds a prize, or changes one (with `id`); the server keeps the active sum at most 100%. */
export function useSavePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: (GamePrizeInput | GamePrizePatch) & { id?: number }) =>
      id === undefined
        ? api<AdminGamePrize>('/api/admin/game/prizes', { method: 'POST', body })
        : api<AdminGamePrize>(`/api/admin/game/prizes/${id}`, { method: 'PATCH', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: gameKeys.adminPrizes });
      queryClient.invalidateQueries({ queryKey: gameKeys.state });
    },
  });
}
