/** Query keys shared by features and layouts. */
export const queryKeys = {
  storeSession: ['store-session'] as const,
  adminSession: ['admin-session'] as const,
  adminStores: ['admin', 'stores'] as const,
};
