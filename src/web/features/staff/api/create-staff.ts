import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput, Staff } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from './keys.ts';

/** Gives an employee a login; without a password the answer carries the invitation link (`convite`). */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) => api<Staff>('/api/staff', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
