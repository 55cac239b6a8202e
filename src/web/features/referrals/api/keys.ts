/** Query keys of Indicações: the shop's referrals and the super admin's list (closing one discounts an invoice). */
export const referralKeys = {
  owner: ['referrals'] as const,
  admin: ['admin', 'referrals'] as const,
};
