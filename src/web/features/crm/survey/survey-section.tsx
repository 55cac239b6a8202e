import { ClipboardList } from 'lucide-react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../../shared/contracts/auth.ts';
import { paths } from '../../../../shared/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSurveyQuestions } from './api/get-survey-questions.ts';
import { SurveyLink } from './survey-link.tsx';
import { SurveyQuestionsForm } from './survey-questions-form.tsx';

/**
 * Pesquisa de Satisfação: the link customers open (with its QR Code to print for the counter) and
 * the five questions they answer, editable.
 */
export function SurveySection() {
  const { store } = useOutletContext<StoreSession>();
  const questions = useSurveyQuestions();
  const link = `${window.location.origin}${paths.survey.href(store.id)}`;

  return (
    <Card className="space-y-5 p-5 sm:p-6" role="region" aria-labelledby="pesquisa-satisfacao">
      <div>
        <h2 id="pesquisa-satisfacao" className="flex items-center gap-2 text-lg font-bold">
          <ClipboardList className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Pesquisa de Satisfação
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Seus clientes respondem pelo celular: cinco notas de 1 a 5 e um comentário. Deixe o QR Code no balcão ou envie
          o link.
        </p>
      </div>
      <SurveyLink link={link} storeName={store.nomeEmpresa} />
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-3 font-semibold text-ink">Perguntas</h3>
        <QueryState query={questions} what="as perguntas" frame="bare">
          {(data) => <SurveyQuestionsForm saved={data} />}
        </QueryState>
      </div>
    </Card>
  );
}
