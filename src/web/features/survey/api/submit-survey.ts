import type { SurveySubmitInput } from '../../../../shared/contracts/surveys.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/** Sends a customer's answers (no session: the public survey). */
export function useSubmitSurvey(storeId: number) {
  return useWrite((input: SurveySubmitInput) =>
    api<{ id: number }>(`/api/public/stores/${storeId}/surveys`, { method: 'POST', body: input }),
  );
}
