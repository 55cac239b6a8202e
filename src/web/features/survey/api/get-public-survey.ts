import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSurvey } from '../../../../shared/contracts/surveys.ts';
import { api } from '../../../api/client.ts';

export const publicSurveyQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: ['public-survey', storeId] as const,
    queryFn: ({ signal }) => api<PublicSurvey>(`/api/public/stores/${storeId}/survey`, { signal }),
  });

/** A shop's survey form: its name and its five questions. */
export function usePublicSurvey(storeId: number | null) {
  return useQuery({ ...publicSurveyQueryOptions(storeId ?? 0), enabled: storeId !== null });
}
