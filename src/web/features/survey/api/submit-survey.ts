import type { SurveySubmitInput } from '../../../../shared/contracts/surveys.ts';
import { api } from '../../../api/client.ts';
import { useMutation } from '../../../public-site/data.ts';

/** Sends a customer's answers (no session: the public survey). */
export function useSubmitSurvey(storeId: number) {
  return useMutation({
    mutationFn: (input: SurveySubmitInput) =>
      api<{ id: number }>(`/api/public/stores/${storeId}/surveys`, { method: 'POST', body: input }),
  });
}
