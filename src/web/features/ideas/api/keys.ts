import type { IdeaStatus } from '../../../../shared/contracts/ideas.ts';

/** Query keys of Ideias: the shop's own list and the super admin's lists (one per status filter). */
export const ideaKeys = {
  mine: ['ideas', 'mine'] as const,
  admin: ['admin', 'ideas'] as const,
  adminList: (status: IdeaStatus | null) => [...ideaKeys.admin, status ?? 'todas'] as const,
};
