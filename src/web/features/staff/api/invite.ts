import { useMutation, useQuery } from '@tanstack/react-query';
import type { InviteInfo } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from './keys.ts';

const invitePath = (token: string) => `/api/public/staff-invites/${encodeURIComponent(token)}`;

/** Whose login an invitation link is for (404 once used, expired or replaced). */
export function useInvite(token: string) {
  return useQuery({
    queryKey: staffKeys.invite(token),
    queryFn: ({ signal }) => api<InviteInfo>(invitePath(token), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets the login's password through the link (works once). */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (senha: string) => api<void>(invitePath(token), { method: 'POST', body: { senha } }),
  });
}
