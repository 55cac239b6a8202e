import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type TaskFields, type TaskTemplate, taskDaySchema, taskMessages } from '../../../shared/contracts/tasks.ts';
import { monthOf } from '../../../shared/month-calendar.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useCan } from '../../lib/use-permissions.ts';
import { useRecordEditing } from '../../lib/use-record-editing.ts';
import { useCreateTaskTemplate } from './api/create-task-template.ts';
import { useDeleteTaskTemplate } from './api/delete-task-template.ts';
import { useTaskCalendar } from './api/get-task-calendar.ts';
import { useTaskDay } from './api/get-task-day.ts';
import { useTaskTemplates } from './api/get-task-templates.ts';
import { useUpdateTaskTemplate } from './api/update-task-template.ts';
import { TaskCalendar } from './task-calendar.tsx';
import { TaskDay } from './task-day.tsx';
import { TaskForm } from './task-form.tsx';
import { TaskTemplateList } from './task-template-list.tsx';

/**
 * Tarefas Diárias: the shop's routine tasks by weekday, the month's calendar and one day's tasks
 * (`?dia=YYYY-MM-DD`; today, as the server sees it, by default). Creating, changing and removing
 * tasks is for the roles that manage them (tasks.manage); everyone marks what was done.
 */
export function TasksPage() {
  const manage = useCan()('tasks.manage');
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('dia') ?? '';
  const chosenDay = taskDaySchema.safeParse(fromUrl).success ? fromUrl : null;
  // null: the server's current month, until the owner moves.
  const [month, setMonth] = useState<string | null>(chosenDay ? monthOf(chosenDay) : null);
  const calendar = useTaskCalendar(month);
  const today = calendar.data?.hoje ?? null;
  const selected = chosenDay ?? today;
  const day = useTaskDay(selected);

  const templates = useTaskTemplates();
  const create = useCreateTaskTemplate();
  const update = useUpdateTaskTemplate();
  const remove = useDeleteTaskTemplate();
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRecordEditing<
    TaskTemplate,
    TaskFields
  >({
    create,
    update,
    remove,
    messages: taskMessages,
  });
  const list = templates.data?.tarefas ?? [];

  function select(next: string) {
    setParams(next === today ? {} : { dia: next }, { replace: true, preventScrollReset: true });
    setMonth(monthOf(next));
  }

  function goToday() {
    setParams({}, { replace: true, preventScrollReset: true });
    setMonth(null);
  }

  return (
    <div className="mx-auto max-w-6xl">
      <OwnerPageHeader
        title="Tarefas Diárias"
        subtitle={
          manage
            ? 'A rotina da loja: cadastre as tarefas de cada dia da semana e marque o que já foi feito.'
            : 'A rotina da loja: marque o que já foi feito hoje.'
        }
        icon={<ClipboardList className="h-6 w-6" />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="min-w-0 space-y-6">
          <QueryState query={calendar} what="o calendário">
            {(data) => (
              <TaskCalendar
                calendar={data}
                selected={selected}
                loading={calendar.isPlaceholderData}
                onSelect={select}
                onMonthChange={setMonth}
                onToday={goToday}
              />
            )}
          </QueryState>
          {/* Without a day in the address, the day is the calendar's today: it waits on (or failed with) the calendar. */}
          <TaskDay
            query={
              selected === null
                ? {
                    data: undefined,
                    isError: calendar.isError,
                    isFetching: calendar.isFetching,
                    refetch: calendar.refetch,
                  }
                : day
            }
          />
        </div>
        <div className="min-w-0 space-y-6">
          {manage && (
            <Card className="p-5 sm:p-6">
              <h2 className="mb-4 text-lg font-bold">{editing ? `Editar ${editing.nome}` : 'Nova tarefa'}</h2>
              <TaskForm
                editing={editing}
                saving={create.isPending || update.isPending}
                onSubmit={save}
                onCancelEdit={() => setEditing(null)}
              />
            </Card>
          )}
          <Card className="p-5 sm:p-6">
            <h2 id="lista-tarefas" className="text-lg font-bold">
              Tarefas cadastradas {templates.data && <span className="text-slate-500">({list.length})</span>}
            </h2>
            <QueryState query={templates} what="as tarefas" frame="bare">
              {() => (
                <TaskTemplateList
                  templates={list}
                  editingId={editing?.id ?? null}
                  onEdit={manage ? setEditing : undefined}
                  onDelete={manage ? setDeleting : undefined}
                />
              )}
            </QueryState>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remover tarefa"
        description={deleting ? taskMessages.confirmDelete(deleting.nome) : ''}
        confirmLabel="Remover"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
