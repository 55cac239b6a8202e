import { MessageSquareText, Star, ThumbsUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/calendar.ts';
import {
  formatRating,
  ratingLabels,
  type SurveyEntry,
  type SurveyReport,
  surveyMessages,
} from '../../../../shared/contracts/surveys.ts';
import { QueryFallback } from '../../../components/query-state.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useSurveyReport } from './api/get-survey-report.ts';

/** The report's contents: loaded when the dialog opens. */
export function SatisfactionReport() {
  const report = useSurveyReport(true);
  if (report.data === undefined) {
    return <QueryFallback query={report} what="o relatório" frame="bare" />;
  }
  if (report.data.total === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
        <MessageSquareText className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-ink">{surveyMessages.reportEmpty}</p>
        <p className="mt-1 text-sm text-slate-600">
          Deixe o QR Code da pesquisa no balcão ou envie o link aos seus clientes.
        </p>
      </div>
    );
  }
  return <ReportView report={report.data} />;
}

const percentLabel = (value: number | null) => (value === null ? '—' : `${value}%`);

function ReportView({ report }: { report: SurveyReport }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label="Respostas" icon={<Users />} value={String(report.total)} />
        <Figure
          label="Média geral"
          icon={<Star />}
          value={report.mediaGeral === null ? '—' : formatRating(report.mediaGeral)}
        />
        <Figure label="Positivas (4 ou 5)" icon={<ThumbsUp />} value={percentLabel(report.positivoGeral)} />
      </dl>

      <section aria-labelledby="relatorio-perguntas">
        <h3 id="relatorio-perguntas" className="font-semibold text-ink">
          Por pergunta
        </h3>
        <ol className="mt-2 space-y-3">
          {report.perguntas.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five questions in their fixed order
            <li key={i} className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-slate-800">
                  {i + 1}. {q.pergunta}
                </p>
                <p className="flex shrink-0 items-center gap-1 text-sm font-bold tabular-nums text-ink">
                  <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  <span className="sr-only">Média </span>
                  {q.media === null ? '—' : formatRating(q.media)}
                </p>
              </div>
              <div className="mt-2 flex items-center gap-2">
                <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-full rounded-full bg-emerald-600" style={{ width: `${q.positivo ?? 0}%` }} />
                </div>
                <span className="w-28 shrink-0 text-right text-xs font-medium text-slate-700">
                  {percentLabel(q.positivo)} positivas
                </span>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="relatorio-ultimas">
        <h3 id="relatorio-ultimas" className="font-semibold text-ink">
          Últimas pesquisas
        </h3>
        <ul className="mt-2 space-y-3" aria-label="Últimas pesquisas">
          {report.ultimas.map((s) => (
            <LatestSurvey key={s.id} survey={s} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Figure({ label, icon, value }: { label: string; icon: ReactNode; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 sm:text-sm [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0">
        <span className="hidden text-brand-700 sm:inline" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-extrabold tabular-nums text-ink sm:text-2xl">{value}</dd>
    </div>
  );
}

const ratingTone = (n: number) =>
  n >= 4 ? 'bg-emerald-100 text-emerald-800' : n === 3 ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-800';

function LatestSurvey({ survey }: { survey: SurveyEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">{survey.nome}</p>
        <p className="text-xs text-slate-600">{formatDateTime(new Date(survey.data))}</p>
      </div>
      <ol className="mt-2 flex flex-wrap gap-1.5" aria-label={`Notas de ${survey.nome}`}>
        {survey.respostas.map((n, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the five ratings in question order
            key={i}
            className={cn('rounded-md px-2 py-0.5 text-xs font-semibold tabular-nums', ratingTone(n))}
            title={survey.perguntas[i]}
          >
            <span aria-hidden="true">
              P{i + 1}: {n}
            </span>
            <span className="sr-only">
              {survey.perguntas[i]}: {n} - {ratingLabels[n]}
            </span>
          </li>
        ))}
      </ol>
      {survey.comentario ? (
        <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm text-slate-700 whitespace-pre-line break-words">
          {survey.comentario}
        </blockquote>
      ) : (
        <p className="mt-2 text-sm text-slate-500">Sem comentário</p>
      )}
    </li>
  );
}
