import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CashierLimit, overridePinSchema } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { authKeys } from '../../auth/api/keys.ts';
import { settingsKeys } from './keys.ts';

/** The largest discount (percent) a Caixa gives without a manager's authorisation. */
export function useCashierLimit() {
  return useQuery({
    queryKey: settingsKeys.cashierLimit,
    queryFn: ({ signal }) => api<CashierLimit>('/api/settings/cashier-limit', { signal }),
  });
}

/** Saves the Caixa's discount limit (the owner; the server asks for the password again). */
export function useSaveCashierLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashierLimit) =>
      api<CashierLimit>('/api/settings/cashier-limit', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.cashierLimit, saved),
  });
}

/** Sets the signed-in Gerente's or owner's own override PIN, confirmed by their password. */
export function useSaveOverridePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof overridePinSchema>) =>
      api<void>('/api/auth/override-pin', { method: 'PUT', body: input }),
    // Whether they appear among those who can authorise.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.authorizers }),
  });
}
