import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Staff, UpdateStaffInput } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from './keys.ts';

/** Changes a login's role, or turns it off (its sessions end) or on again. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateStaffInput & { id: number }) =>
      api<Staff>(`/api/staff/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
