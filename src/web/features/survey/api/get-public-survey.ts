import type { PublicSurvey } from '../../../../shared/contracts/surveys.ts';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../public-site/data.ts';
import { publicSurveyKeys } from './keys.ts';

/** A shop's survey form: its name and its five questions. */
export function usePublicSurvey(storeId: number | null) {
  return useQuery({
    queryKey: publicSurveyKeys.survey(storeId ?? 0),
    queryFn: ({ signal }) => api<PublicSurvey>(`/api/public/stores/${storeId ?? 0}/survey`, { signal }),
    enabled: storeId !== null,
  });
}
