import { CheckCircle2, Lock, RotateCcw } from 'lucide-react';
import { formatLongDay } from '../../../shared/calendar.ts';
import { type TaskDayView, type TaskRun, taskMessages } from '../../../shared/contracts/tasks.ts';
import { ApiClientError } from '../../api/client.ts';
import { QueryFallback, type ReadState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { notify } from '../../lib/notify.ts';
import { useToggleTaskRun } from './api/toggle-task-run.ts';

const PAST_NOTE_ID = 'tarefas-dia-passado';

/** One day's tasks: Pendente with Concluir, or done (struck through) with Desmarcar; a past day only shows them. */
export function TaskDay({ query }: { query: ReadState<TaskDayView> }) {
  const toggle = useToggleTaskRun();

  async function mark(run: TaskRun) {
    try {
      await toggle.mutateAsync({ id: run.id, concluida: !run.concluida });
    } catch (err) {
      const known = err instanceof ApiClientError && err.status >= 400 && err.status < 500;
      notify.error(known ? err.message : taskMessages.toggleError);
    }
  }

  const view = query.data;
  if (view === undefined) {
    return (
      <Card className="p-5 sm:p-6">
        <QueryFallback query={query} what="as tarefas do dia" frame="bare" />
      </Card>
    );
  }

  const done = view.tarefas.filter((t) => t.concluida).length;
  const total = view.tarefas.length;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="tarefas-do-dia">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="tarefas-do-dia" className="text-lg font-bold">
          {formatLongDay(view.dia)}
          {view.dia === view.hoje && <span className="ml-2 text-sm font-normal text-slate-500">(hoje)</span>}
        </h2>
        {total > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {done} de {total} {total === 1 ? 'concluída' : 'concluídas'}
          </p>
        )}
      </div>
      {view.passado && (
        <p
          id={PAST_NOTE_ID}
          className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
        >
          <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {taskMessages.pastDay}
        </p>
      )}
      {total === 0 ? (
        <p className="py-6 text-center text-slate-600">
          {view.passado
            ? 'Nenhuma tarefa registrada neste dia.'
            : 'Nenhuma tarefa para este dia. Cadastre tarefas e escolha os dias da semana em que se repetem.'}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Tarefas do dia">
          {view.tarefas.map((run) => {
            const busy = toggle.isPending && toggle.variables?.id === run.id;
            return (
              <li key={run.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p
                    className={cn(
                      'break-words font-medium',
                      run.concluida ? 'text-slate-500 line-through' : 'text-ink',
                    )}
                  >
                    {run.nome}
                  </p>
                  {run.concluida ? (
                    <Badge tone="green" className="mt-1">
                      Concluída
                    </Badge>
                  ) : (
                    <Badge tone="yellow" className="mt-1">
                      Pendente
                    </Badge>
                  )}
                </div>
                <Button
                  size="sm"
                  variant={run.concluida ? 'secondary' : 'success'}
                  className="shrink-0"
                  disabled={view.passado}
                  loading={busy}
                  aria-describedby={view.passado ? PAST_NOTE_ID : undefined}
                  aria-label={`${run.concluida ? 'Desmarcar' : 'Concluir'} ${run.nome}`}
                  onClick={() => mark(run)}
                >
                  {run.concluida ? (
                    <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  )}
                  {run.concluida ? 'Desmarcar' : 'Concluir'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
