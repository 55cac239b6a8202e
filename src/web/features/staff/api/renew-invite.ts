import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Staff } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from './keys.ts';

/** A new one-time invitation link for a login (`convite` in the answer; the previous link stops working). */
export function useRenewInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Staff>(`/api/staff/${id}/invitation`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
