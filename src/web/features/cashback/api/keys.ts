/** Query keys of the cashback settings. */
export const cashbackKeys = {
  config: ['cashback', 'config'] as const,
};
