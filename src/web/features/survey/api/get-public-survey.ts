import type { PublicSurvey } from '../../../../shared/contracts/surveys.ts';
import { usePageData } from '../../../public-site/page.tsx';
import { useRead } from '../../../public-site/reads.ts';

/** A shop's survey form: its name and its five questions (sent with the page when the server drew it). */
export function usePublicSurvey(storeId: number | null) {
  const { survey } = usePageData();
  return useRead<PublicSurvey>(storeId === null ? null : `/api/public/stores/${storeId}/survey`, {
    initial: survey && survey.loja.id === storeId ? survey : undefined,
  });
}
