import type { GamePlayResult } from '../../../../shared/contracts/game.ts';
import { api } from '../../../api/client.ts';
import { useMutation } from '../../../public-site/data.ts';

/** Plays today's one chance: the server draws and records it and answers the result for the reels. */
export function usePlayGame() {
  return useMutation({
    mutationFn: () => api<GamePlayResult>('/api/game/plays', { method: 'POST' }),
  });
}
