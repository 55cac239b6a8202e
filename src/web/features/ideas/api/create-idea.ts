import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea, IdeaFields } from '../../../../shared/contracts/ideas.ts';
import { api } from '../../../api/client.ts';
import { ideaKeys } from './keys.ts';

export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdeaFields) => api<Idea>('/api/ideas', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.mine }),
  });
}
