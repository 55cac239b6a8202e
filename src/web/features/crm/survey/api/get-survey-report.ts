import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyReport } from '../../../../../shared/contracts/surveys.ts';
import { api } from '../../../../api/client.ts';
import { surveyKeys } from './keys.ts';

export const surveyReportQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.report(),
    queryFn: ({ signal }) => api<SurveyReport>('/api/surveys/report', { signal }),
    // Customers answer while the owner looks: always fresh when the dialog opens.
    staleTime: 0,
  });

/** The satisfaction report, loaded while `enabled` (the dialog is open). */
export function useSurveyReport(enabled: boolean) {
  return useQuery({ ...surveyReportQueryOptions(), enabled });
}
