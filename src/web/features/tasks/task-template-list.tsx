import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { formatTaskWeekdays, type TaskTemplate } from '../../../shared/contracts/tasks.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

interface TaskTemplateListProps {
  templates: TaskTemplate[];
  editingId: number | null;
  /** Edit and remove, for the roles that manage the tasks (none: the list only). */
  onEdit?: (template: TaskTemplate) => void;
  onDelete?: (template: TaskTemplate) => void;
}

/** The shop's task templates with their weekdays, each with edit and remove when given. */
export function TaskTemplateList({ templates, editingId, onEdit, onDelete }: TaskTemplateListProps) {
  if (templates.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
        <ClipboardList className="h-10 w-10 text-slate-300" aria-hidden="true" />
        <p className="font-medium text-slate-700">Nenhuma tarefa cadastrada ainda.</p>
        <p className="text-sm">Cadastre as tarefas da rotina e escolha os dias da semana em que se repetem.</p>
      </div>
    );
  }
  return (
    <ul aria-labelledby="lista-tarefas" className="mt-3 space-y-2">
      {templates.map((t) => (
        <li
          key={t.id}
          className={cn(
            'flex items-center justify-between gap-2 rounded-xl border bg-white py-2 pl-3 pr-1',
            editingId === t.id ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200',
          )}
        >
          <div className="min-w-0">
            <p className="break-words font-semibold text-ink">{t.nome}</p>
            <p className="text-sm text-slate-600">{formatTaskWeekdays(t.diasSemana)}</p>
          </div>
          {(onEdit || onDelete) && (
            <div className="flex shrink-0">
              {onEdit && (
                <Button variant="ghost" size="icon" onClick={() => onEdit(t)} aria-label={`Editar ${t.nome}`}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
              {onDelete && (
                <Button variant="ghost" size="icon" onClick={() => onDelete(t)} aria-label={`Remover ${t.nome}`}>
                  <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
