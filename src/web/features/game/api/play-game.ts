import type { GamePlayResult } from '../../../../shared/contracts/game.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/** Plays today's one chance: the server draws and records it and answers the result for the reels. */
export function usePlayGame() {
  return useWrite(() => api<GamePlayResult>('/api/game/plays', { method: 'POST' }));
}
