/** Query keys shared by features and layouts. */
export const queryKeys = {
  storeSession: ['store-session'] as const,
  adminSession: ['admin-session'] as const,
  adminStores: ['admin', 'stores'] as const,
  settings: ['settings'] as const,
  pixSettings: ['settings', 'pix'] as const,
  storeProfile: ['store-profile'] as const,
  accountSessions: ['account', 'sessions'] as const,
  gifts: ['gifts'] as const,
  giftDeliveries: ['gift-deliveries'] as const,
  loyaltyConfig: ['loyalty', 'config'] as const,
  loyaltyCustomer: (cpf: string) => ['loyalty', 'customer', cpf] as const,
};
