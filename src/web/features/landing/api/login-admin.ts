import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useLoginAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<{ ok: true }>('/api/admin/auth/login', { method: 'POST', body: input }),
    // Nothing cached from an earlier session on this device stays.
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.adminSession[0] });
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminSession });
    },
  });
}
