import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '../../../../shared/contracts/game.ts';
import { api } from '../../../api/client.ts';
import { gameKeys } from './game-keys.ts';

export const gameQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.state,
    queryFn: ({ signal }) => api<GameState>('/api/game', { signal }),
    // The result is shown from the play itself; no refetch on focus mid-spin.
    refetchOnWindowFocus: false,
  });

/** The active prizes, today's play from this address (locked) and whether reset is allowed. */
export function useGame() {
  return useQuery(gameQueryOptions());
}
