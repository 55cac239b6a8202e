import { GAME_REELS, GAME_SYMBOLS } from '../../../shared/game.ts';

const pick = () => GAME_SYMBOLS[Math.floor(Math.random() * GAME_SYMBOLS.length)] ?? '🎰';

/** One tick of the spin: random symbols (only the look; the result comes from the server). */
export function randomReels(): string[] {
  return Array.from({ length: GAME_REELS }, pick);
}

/** The reels at rest before the first spin. */
export const idleReels: readonly string[] = ['🍒', '🔔', '🎰', '💎', '⭐'];

/** A win shows five 7s; a loss, symbols that do not line up. */
export function finalReels(won: boolean): string[] {
  if (won) return Array(GAME_REELS).fill('7');
  for (;;) {
    const reels = randomReels();
    if (new Set(reels).size >= 3 && reels.filter((s) => s === '7').length < 3) return reels;
  }
}
