import { useMutation } from '@tanstack/react-query';
import type { RegisterStoreInput } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';

export function useRegisterStore() {
  return useMutation({
    mutationFn: (input: RegisterStoreInput) => api<{ id: number }>('/api/stores', { method: 'POST', body: input }),
  });
}
