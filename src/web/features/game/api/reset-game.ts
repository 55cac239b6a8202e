import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { gameKeys } from './game-keys.ts';

/** Reset (Dev): deletes today's play of this address (only outside production or for a super admin). */
export function useResetGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/game/plays/today', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.state }),
  });
}
