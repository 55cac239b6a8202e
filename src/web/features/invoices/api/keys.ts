/** Query keys of the invoices: the shop's own, and the super admin's (one per shop filter, under adminAll). */
export const invoiceKeys = {
  owner: ['invoices'] as const,
  admin: (storeId: number | null) => ['admin', 'invoices', storeId] as const,
  adminAll: ['admin', 'invoices'] as const,
  /** The platform's payment details (the super admin's Financeiro). */
  platformSettings: ['admin', 'platform-settings'] as const,
};
