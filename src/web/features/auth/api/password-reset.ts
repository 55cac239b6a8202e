import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PasswordResetCompleted,
  PasswordResetCompleteInput,
  PasswordResetLink,
  PasswordResetOptions,
  PasswordResetRequestInput,
} from '../../../../shared/contracts/auth.ts';
import { api, shouldRetryRead } from '../../../api/client.ts';
import { authKeys } from './keys.ts';

/** Whether "Esqueci minha senha" can send a link by e-mail (the server has SMTP_URL). */
export const passwordResetOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.passwordResetOptions,
    queryFn: ({ signal }) => api<PasswordResetOptions>('/api/auth/password-reset', { signal }),
    staleTime: 10 * 60_000,
  });

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api<{ mensagem: string }>('/api/auth/password-reset', { method: 'POST', body: input }),
  });
}

/** The account a reset link is for, while the link works (an error once it does not). */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: authKeys.passwordResetLink(token),
    queryFn: ({ signal }) =>
      api<PasswordResetLink>('/api/auth/password-reset/check', { method: 'POST', body: { token }, signal }),
    retry: shouldRetryRead,
    // Asked once per visit: the link is used up by this page.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetCompleteInput) =>
      api<PasswordResetCompleted>('/api/auth/password-reset/complete', { method: 'POST', body: input }),
  });
}
