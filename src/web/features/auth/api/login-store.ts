import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface LoginResult {
  store: { id: number; nomeEmpresa: string };
}

export function useLoginStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<LoginResult>('/api/auth/login', { method: 'POST', body: input }),
    // A new sign-in keeps nothing cached from another shop (or an expired session) on this device.
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.storeSession[0] });
      return queryClient.invalidateQueries({ queryKey: queryKeys.storeSession });
    },
  });
}
