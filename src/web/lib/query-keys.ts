/**
 * Query keys more than one feature reads or refreshes; a feature's own keys are in its
 * `features/<feature>/api/keys.ts`.
 */
export const queryKeys = {
  /** The signed-in shop and person: the layouts, sign-in, the live order events and the logo read or refresh it. */
  storeSession: ['store-session'] as const,
};
