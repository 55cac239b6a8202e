import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyQuestions } from '../../../../../shared/contracts/surveys.ts';
import { api } from '../../../../api/client.ts';
import { surveyKeys } from './keys.ts';

export const surveyQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.questions(),
    queryFn: ({ signal }) => api<SurveyQuestions>('/api/surveys/questions', { signal }),
  });

/** The shop's five survey questions (the defaults until it saves its own). */
export function useSurveyQuestions() {
  return useQuery(surveyQuestionsQueryOptions());
}
