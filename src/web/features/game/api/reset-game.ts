import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/** Reset (Dev): deletes today's play of this address (only outside production or for a super admin). */
export function useResetGame() {
  return useWrite(() => api<void>('/api/game/plays/today', { method: 'DELETE' }));
}
