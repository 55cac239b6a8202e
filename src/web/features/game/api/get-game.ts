import type { GameState } from '../../../../shared/contracts/game.ts';
import { usePageData } from '../../../public-site/page.tsx';
import { useRead } from '../../../public-site/reads.ts';

/**
 * The active prizes, today's play from this address (locked) and whether reset is allowed. The
 * result is shown from the play itself (`setData`): nothing asks again mid-spin.
 */
export function useGame() {
  return useRead<GameState>('/api/game', { initial: usePageData().game });
}
