import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReferral,
  AdminReferralList,
  Referral,
  ReferralInput,
  ReferralList,
} from '../../../../shared/contracts/referrals.ts';
import { api } from '../../../api/client.ts';
import { invoiceKeys } from '../../invoices/api/keys.ts';
import { referralKeys } from './keys.ts';

export function useReferrals() {
  return useQuery(
    queryOptions({
      queryKey: referralKeys.owner,
      queryFn: ({ signal }) => api<ReferralList>('/api/referrals', { signal }),
    }),
  );
}

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralInput) => api<Referral>('/api/referrals', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.owner }),
  });
}

export function useAdminReferrals() {
  return useQuery(
    queryOptions({
      queryKey: referralKeys.admin,
      queryFn: ({ signal }) => api<AdminReferralList>('/api/admin/referrals', { signal }),
    }),
  );
}

export function useCloseReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralId: number) =>
      api<AdminReferral>(`/api/admin/referrals/${referralId}/close`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.admin });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.adminAll });
    },
  });
}
