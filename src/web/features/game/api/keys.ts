/** Query keys of the slot game (public state, admin prizes, a looked-up code). */
export const gameKeys = {
  state: ['game', 'state'] as const,
  adminPrizes: ['game', 'admin', 'prizes'] as const,
  code: (codigo: string) => ['game', 'admin', 'code', codigo] as const,
};
