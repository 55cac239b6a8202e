/** Query keys of the broadcasts: the super admin's list, and what the signed-in shop's panel shows. */
export const messageKeys = {
  admin: ['admin', 'messages'] as const,
  mine: ['messages', 'mine'] as const,
};
