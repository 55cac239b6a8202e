/**
 * Query keys of Configurações: the loyalty settings (the PIX and the cashier's limit under them),
 * the shop's profile (hours, logo) and the account's signed-in devices.
 */
export const settingsKeys = {
  settings: ['settings'] as const,
  pix: ['settings', 'pix'] as const,
  cashierLimit: ['settings', 'cashier-limit'] as const,
  storeProfile: ['store-profile'] as const,
  accountSessions: ['account', 'sessions'] as const,
};
