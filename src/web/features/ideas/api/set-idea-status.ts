import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdea, IdeaStatus } from '../../../../shared/contracts/ideas.ts';
import { api } from '../../../api/client.ts';
import { ideaKeys } from './keys.ts';

export function useSetIdeaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: IdeaStatus }) =>
      api<AdminIdea>(`/api/admin/ideas/${id}/status`, { method: 'PATCH', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideaKeys.admin }),
  });
}
