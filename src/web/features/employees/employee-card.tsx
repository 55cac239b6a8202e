import { CalendarClock, PartyPopper, Pencil, Target, Trash2, Trophy } from 'lucide-react';
import type { Employee } from '../../../shared/contracts/employees.ts';
import { formatDaysLeft, formatTenure, type GoalTone, goalTone } from '../../../shared/employee-goals.ts';
import { formatCents } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

const barColour: Record<GoalTone, string> = {
  verde: 'bg-emerald-500',
  amarelo: 'bg-amber-400',
  azul: 'bg-blue-500',
};

const percentColour: Record<GoalTone, string> = {
  verde: 'text-emerald-700',
  amarelo: 'text-amber-800',
  azul: 'text-blue-700',
};

interface EmployeeCardProps {
  employee: Employee;
  editing: boolean;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

/** One seller: time in the shop, the month's sales against the goal, and the goals met so far. */
export function EmployeeCard({ employee: e, editing, onEdit, onDelete }: EmployeeCardProps) {
  const tone = goalTone(e.vendaAtualCents, e.metaMesCents);
  const headingId = `funcionario-${e.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white p-4',
        editing ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-ink">
            {e.nome}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span>{formatTenure(e.tempoCasaMeses)} de casa</span>
            <span className="inline-flex items-center gap-1">
              <Trophy className="h-3.5 w-3.5 text-amber-600" aria-hidden="true" />
              {e.metasBatidas === 1 ? '1 meta batida' : `${e.metasBatidas} metas batidas`}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" onClick={() => onEdit(e)} aria-label={`Editar ${e.nome}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(e)} aria-label={`Remover ${e.nome}`}>
            <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-slate-700">
          Vendas do mês: <strong className="tabular-nums text-ink">{formatCents(e.vendaAtualCents)}</strong>
        </span>
        <span className="inline-flex items-center gap-1 text-slate-600">
          <Target className="h-3.5 w-3.5" aria-hidden="true" />
          Meta: <span className="tabular-nums">{formatCents(e.metaMesCents)}</span>
        </span>
      </div>

      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`Progresso da meta de ${e.nome}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, e.progressoPercentual)}
          aria-valuetext={`${e.progressoPercentual}%`}
          data-tone={tone}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', barColour[tone])}
            style={{ width: `${Math.min(100, e.progressoPercentual)}%` }}
          />
        </div>
        <span className={cn('w-14 text-right text-sm font-bold tabular-nums', percentColour[tone])}>
          {e.progressoPercentual}%
        </span>
      </div>

      {e.metaBatida ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="green">
            <PartyPopper className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            Meta Batida
          </Badge>
          <span className="text-emerald-800">
            Parabéns! Superou a meta em <strong className="tabular-nums">{formatCents(e.excedenteCents)}</strong>.
          </span>
        </div>
      ) : (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            Faltam <strong className="tabular-nums text-ink">{formatCents(e.faltamCents)}</strong>
          </span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
            {formatDaysLeft(e.diasRestantes)} {e.diasRestantes === 1 ? 'restante' : 'restantes'} no mês
          </span>
        </p>
      )}
    </li>
  );
}
