import type { GameState } from '../../../../shared/contracts/game.ts';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../public-site/data.ts';
import { gameKeys } from './keys.ts';

/**
 * The active prizes, today's play from this address (locked) and whether reset is allowed. The
 * result is shown from the play itself (no refetch on focus mid-spin: the public data layer has none).
 */
export function useGame() {
  return useQuery({ queryKey: gameKeys.state, queryFn: ({ signal }) => api<GameState>('/api/game', { signal }) });
}
