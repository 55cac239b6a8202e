import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyQuestions, SurveyQuestionsInput } from '../../../../../shared/contracts/surveys.ts';
import { api } from '../../../../api/client.ts';
import { surveyKeys } from './keys.ts';

export function useUpdateSurveyQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyQuestionsInput) =>
      api<SurveyQuestions>('/api/surveys/questions', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(surveyKeys.questions(), saved);
      return queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
  });
}
