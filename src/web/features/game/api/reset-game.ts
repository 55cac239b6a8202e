import { api } from '../../../api/client.ts';
import { invalidateQueries, useMutation } from '../../../public-site/data.ts';
import { gameKeys } from './keys.ts';

/** Reset (Dev): deletes today's play of this address (only outside production or for a super admin). */
export function useResetGame() {
  return useMutation({
    mutationFn: () => api<void>('/api/game/plays/today', { method: 'DELETE' }),
    onSuccess: () => invalidateQueries(gameKeys.state),
  });
}
