/** Query keys of the super admin: its session and the platform's shops (one list per search). */
export const adminKeys = {
  session: ['admin-session'] as const,
  stores: ['admin', 'stores'] as const,
  storeList: (busca: string) => [...adminKeys.stores, { busca }] as const,
};
